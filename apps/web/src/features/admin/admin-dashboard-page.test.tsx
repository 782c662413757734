import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/use-toast';
import type * as ToastStore from '@/lib/use-toast';
import { aSubscription, aTicket, anOverview, fakeAdminApi } from './testing/fake-admin-api';
import { renderAdmin } from './testing/render-admin';

vi.mock('@/lib/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastStore>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const loginPage = () => screen.findByRole('heading', { name: 'Admin Login' });
const hint = () => Response.json({ generatedCredentials: false, email: null });
const overview = () => Response.json(anOverview());

describe('the admin dashboard', () => {
  beforeEach(() => {
    localStorage.setItem('admin_token', 'tok-1');
    localStorage.setItem(
      'admin_user',
      JSON.stringify({ name: 'Ada Admin', role: 'Owner', email: 'admin@example.com' }),
    );
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.mocked(toast).mockClear();
  });

  it('sends a visitor without a token to the login page', async () => {
    localStorage.clear();
    fakeAdminApi({ 'GET /api/admin/login': hint });
    renderAdmin('/admin/dashboard');
    expect(await loginPage()).toBeTruthy();
  });

  it('shows the four cards, sample figures labelled, reading with the Bearer token', async () => {
    const sent = fakeAdminApi({ 'GET /api/admin/overview': overview });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('$2,450.50')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    // Open issues: 3 pending tickets + 2 system errors.
    expect(screen.getByText('3 tickets · 2 errors').previousElementSibling?.textContent).toBe('5');
    expect(screen.getAllByText('Sample data')).toHaveLength(2);
    expect(sent[0]?.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
    expect(screen.getByText('No recent activity')).toBeTruthy();
  });

  it('forgets the session and opens the login page on a 401', async () => {
    fakeAdminApi({
      'GET /api/admin/login': hint,
      'GET /api/admin/overview': () =>
        Response.json({ error: 'unauthorized', message: 'Sign in again' }, { status: 401 }),
    });
    renderAdmin('/admin/dashboard');
    expect(await loginPage()).toBeTruthy();
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(localStorage.getItem('admin_user')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to load admin data' and offers Retry when a read fails", async () => {
    let fail = true;
    fakeAdminApi({
      'GET /api/admin/overview': () =>
        fail ? new Response('boom', { status: 500 }) : Response.json(anOverview()),
    });
    renderAdmin('/admin/dashboard');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to load admin data',
      variant: 'destructive',
    });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('$2,450.50')).toBeTruthy();
  });

  it('offers Remind and Block on past_due rows and Unblock on blocked ones; Block blocks', async () => {
    const pastDue = aSubscription({ userEmail: 'late@example.com', status: 'past_due' });
    const blocked = aSubscription({ userEmail: 'gone@example.com', status: 'blocked' });
    const active = aSubscription({ userEmail: 'fine@example.com', status: 'active' });
    let rows = [pastDue, blocked, active];
    const sent = fakeAdminApi({
      'GET /api/admin/overview': overview,
      'GET /api/admin/subscriptions': () => Response.json(rows),
      [`POST /api/admin/subscriptions/${pastDue.id}/block`]: () => {
        rows = rows.map((row) => (row.id === pastDue.id ? { ...row, status: 'blocked' } : row));
        return Response.json(rows[0]);
      },
    });
    renderAdmin('/admin/dashboard?tab=subscriptions');
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    const rowOf = (email: string) => within(table).getByText(email).closest('tr')!;
    expect(within(rowOf('late@example.com')).getByRole('button', { name: /^Remind/ })).toBeTruthy();
    expect(
      within(rowOf('gone@example.com')).getByRole('button', { name: /^Unblock/ }),
    ).toBeTruthy();
    expect(within(rowOf('fine@example.com')).queryAllByRole('button')).toHaveLength(0);

    fireEvent.click(within(rowOf('late@example.com')).getByRole('button', { name: /^Block/ }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Subscription Blocked',
        description: 'User access has been restricted due to payment issues.',
      }),
    );
    const block = sent.find((request) => request.url.endsWith('/block'));
    expect(block).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer tok-1' } });
    await waitFor(() =>
      expect(
        within(rowOf('late@example.com')).getByRole('button', { name: /^Unblock/ }),
      ).toBeTruthy(),
    );
  });

  it("toasts 'Failed to send reminder' with the server's reason", async () => {
    const pastDue = aSubscription({ status: 'past_due' });
    fakeAdminApi({
      'GET /api/admin/overview': overview,
      'GET /api/admin/subscriptions': () => Response.json([pastDue]),
      [`POST /api/admin/subscriptions/${pastDue.id}/remind`]: () =>
        Response.json({ error: 'conflict', message: 'Not past due' }, { status: 409 }),
    });
    renderAdmin('/admin/dashboard?tab=subscriptions');
    fireEvent.click(await screen.findByRole('button', { name: /^Remind/ }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to send reminder. Not past due',
        variant: 'destructive',
      }),
    );
  });

  it('assigns an open ticket to the signed-in admin; other tickets have no Assign', async () => {
    const open = aTicket({ subject: 'Preview is blank' });
    const resolved = aTicket({ subject: 'Old question', status: 'resolved' });
    const sent = fakeAdminApi({
      'GET /api/admin/overview': overview,
      'GET /api/admin/tickets': () => Response.json([open, resolved]),
      [`POST /api/admin/tickets/${open.id}/assign`]: () =>
        Response.json({ ...open, status: 'in_progress', assignee: 'Ada Admin' }),
    });
    renderAdmin('/admin/dashboard?tab=support');
    const assign = await screen.findAllByRole('button', { name: /^Assign/ });
    expect(assign).toHaveLength(1);
    fireEvent.click(assign[0]!);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Ticket Assigned',
        description: '“Preview is blank” is assigned to Ada Admin.',
      }),
    );
    expect(sent.find((request) => request.url.endsWith('/assign'))?.body).toEqual({});
  });

  it("says 'No system errors' when there are none", async () => {
    fakeAdminApi({
      'GET /api/admin/overview': overview,
      'GET /api/admin/errors': () => Response.json([]),
    });
    renderAdmin('/admin/dashboard?tab=errors');
    expect(await screen.findByRole('heading', { name: 'No system errors' })).toBeTruthy();
  });

  it('logs out even when the server call fails: both keys gone, login page shown', async () => {
    const sent = fakeAdminApi({
      'GET /api/admin/overview': overview,
      'GET /api/admin/login': hint,
      'POST /api/admin/logout': () => new Response('boom', { status: 500 }),
    });
    renderAdmin('/admin/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await loginPage()).toBeTruthy();
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(localStorage.getItem('admin_user')).toBeNull();
    expect(sent.find((request) => request.url === '/api/admin/logout')?.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
    });
  });
});
