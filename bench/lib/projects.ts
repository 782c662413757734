/** Calls the built server's API as one browser session, and makes projects the way the chat does. */
export function benchApi(base: string, cookie: string) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status >= 400) {
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    }
    return (await response.json()) as T;
  }

  /** A project whose app the built-in generator made from `prompt`. */
  async function projectFrom(prompt: string, name = 'Bench app'): Promise<string> {
    const { id } = await call<{ id: string }>('POST', '/api/projects', { name });
    await call<unknown>('POST', `/api/projects/${id}/generate`, { prompt });
    for (;;) {
      const project = await call<{ currentVersion: number }>('GET', `/api/projects/${id}`);
      if (project.currentVersion >= 1) return id;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return { call, projectFrom };
}
