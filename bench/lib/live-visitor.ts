import WebSocket from 'ws';

export interface TimedEvent {
  type: string;
  data: { promptId?: string; status?: string; updates?: { status?: string } };
  at: number;
}

/** A new browser identity on `base` with one project, and a socket on it that timestamps events. */
export async function visitorWithSocket(base: string, name: string) {
  const session = await fetch(`${base}/api/session`, { method: 'POST' });
  const cookie = session.headers.get('set-cookie')?.split(';')[0] ?? '';
  const created = await fetch(`${base}/api/projects`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (created.status !== 201)
    throw new Error(`create project: ${created.status} ${await created.text()}`);
  const { id: projectId } = (await created.json()) as { id: string };
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws?projectId=${projectId}`, {
    headers: { cookie },
  });
  const events: TimedEvent[] = [];
  const sentAt: number[] = [];
  let onEvent: () => void = () => {};
  socket.on('message', (raw) => {
    events.push({
      ...(JSON.parse(raw.toString()) as Omit<TimedEvent, 'at'>),
      at: performance.now(),
    });
    onEvent();
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const count = (type: string) => events.filter((event) => event.type === type).length;
  return {
    events,
    sentAt,
    count,
    send(content: string) {
      sentAt.push(performance.now());
      const metadata = { timestamp: new Date().toISOString(), userAgent: 'bench' };
      socket.send(
        JSON.stringify({
          type: 'chat_message',
          projectId,
          data: { content, isUser: true, metadata },
        }),
      );
    },
    /** Resolves once `type` has arrived `times` times in all. */
    until(type: string, times: number, timeoutMs = 120_000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${count(type)} of ${times} ${type}`)),
          timeoutMs,
        );
        onEvent = () => {
          if (count(type) < times) return;
          clearTimeout(timer);
          onEvent = () => {};
          resolve();
        };
        onEvent();
      });
    },
    close: () => socket.terminate(),
  };
}

export type LiveVisitor = Awaited<ReturnType<typeof visitorWithSocket>>;

const PROMPT_ORDER = [
  'prompt_enqueued',
  'prompt_processing',
  'progress_update',
  'queue_update:completed',
  'prompt_completed',
];
const ONCE = PROMPT_ORDER.filter((label) => label !== 'progress_update');
const labelOf = (event: TimedEvent) =>
  event.type === 'queue_update'
    ? `queue_update:${event.data.updates?.status ?? 'progress'}`
    : event.type;

/**
 * Problems in what one socket saw for the prompts it sent: each prompt's events exactly once (progress
 * at least once), in order, prompts finished in the order sent, and one code_update and two chat
 * messages per prompt.
 */
export function auditSocket(visitor: LiveVisitor, prompts: number): string[] {
  const problems: string[] = [];
  const enqueued = visitor.events
    .filter((event) => event.type === 'prompt_enqueued')
    .map((event) => event.data.promptId);
  const completed = visitor.events
    .filter((event) => event.type === 'prompt_completed')
    .map((event) => event.data.promptId);
  if (enqueued.length !== prompts || new Set(enqueued).size !== prompts)
    problems.push(`${enqueued.length} prompt_enqueued`);
  if (completed.join() !== enqueued.join())
    problems.push('prompts completed out of order or not exactly once');
  for (const promptId of enqueued) {
    const types = visitor.events.filter((event) => event.data?.promptId === promptId).map(labelOf);
    const firsts = PROMPT_ORDER.map((type) => types.indexOf(type));
    if (ONCE.some((type) => types.filter((seen) => seen === type).length !== 1))
      problems.push(`duplicate events for ${promptId}`);
    if (firsts.some((index, at) => index < 0 || (at > 0 && index < (firsts[at - 1] ?? 0))))
      problems.push(`order for ${promptId}: ${types.join(',')}`);
  }
  if (visitor.count('code_update') !== prompts)
    problems.push(`${visitor.count('code_update')} code_update`);
  if (visitor.count('chat_message') !== 2 * prompts)
    problems.push(`${visitor.count('chat_message')} chat_message`);
  return problems;
}
