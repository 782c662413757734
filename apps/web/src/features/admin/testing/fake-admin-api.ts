import type { AdminOverview, Subscription, Ticket } from '@appforge/shared/contracts/admin';
import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = (request: SentRequest) => Response | Promise<Response>;

/**
 * Stubs fetch with the answers given by "METHOD /path"; anything else answers 404 the way the
 * server does. It records every request, so a test can check the Bearer header and the body.
 */
export function fakeAdminApi(answers: Record<string, Answer>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request: SentRequest = {
        method: init?.method ?? 'GET',
        url: String(input),
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      if (request.url === '/api/session') return Response.json({});
      sent.push(request);
      const answer = answers[`${request.method} ${request.url}`];
      if (answer) return answer(request);
      return Response.json({ error: 'not_found', message: 'Not found' }, { status: 404 });
    }),
  );
  return sent;
}

const DAY = '2025-03-01T10:00:00.000Z';

export function aSubscription(overrides: Partial<Subscription>): Subscription {
  return {
    id: crypto.randomUUID(),
    userEmail: 'ana@example.com',
    plan: 'Pro',
    status: 'active',
    nextBilling: DAY,
    amount: 29,
    lastPayment: DAY,
    autoBlock: false,
    remindersSent: 0,
    lastReminderAt: null,
    sample: true,
    ...overrides,
  };
}

export function aTicket(overrides: Partial<Ticket>): Ticket {
  return {
    id: crypto.randomUUID(),
    userEmail: 'ben@example.com',
    subject: 'Cannot export my app',
    status: 'open',
    priority: 'high',
    createdAt: DAY,
    updatedAt: DAY,
    assignee: null,
    sample: true,
    ...overrides,
  };
}

export const anOverview = (overrides: Partial<AdminOverview> = {}): AdminOverview => ({
  stats: {
    totalUsers: 1234,
    activeSubscriptions: 8,
    monthlyRevenue: 2450.5,
    pendingTickets: 3,
    resolvedTickets: 5,
    systemErrors: 2,
    paymentIssues: 1,
    emailsSent: 4,
  },
  platform: { users: 1234, projects: 40, generations: 120, failedGenerations: 3 },
  subscriptionsAreSample: true,
  recentActivity: [],
  ...overrides,
});
