import { request } from 'node:http';

interface JsonResponse<T> {
  status: number;
  body: T;
  cookie: string | undefined;
}

/**
 * One HTTP call on a connection of its own: behind a balancer whose backends come and go, no
 * pooled connection to a process that has died is ever reused.
 */
export function requestJson<T>(
  url: string,
  {
    method = 'GET',
    cookie,
    body,
  }: { method?: 'GET' | 'POST'; cookie?: string; body?: unknown } = {},
): Promise<JsonResponse<T>> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method,
        agent: false,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: (text ? JSON.parse(text) : undefined) as T,
            cookie: response.headers['set-cookie']?.[0]?.split(';')[0],
          }),
        );
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/** A GET answered 200, as JSON; anything else throws. */
export async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await requestJson<T>(url, { cookie });
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  return response.body;
}

/** A new browser identity on `base` (a session cookie) with one project of its own. */
export async function visitorWithProject(base: string, name: string) {
  const { cookie } = await requestJson(`${base}/api/session`, { method: 'POST' });
  if (!cookie) throw new Error('No session cookie issued.');
  const created = await requestJson<{ id: string }>(`${base}/api/projects`, {
    method: 'POST',
    cookie,
    body: { name },
  });
  if (created.status !== 201) throw new Error(`create project: ${created.status}`);
  const get = <T>(path: string) => getJson<T>(`${base}${path}`, cookie);
  return { cookie, projectId: created.body.id, get };
}

export type HttpVisitor = Awaited<ReturnType<typeof visitorWithProject>>;
