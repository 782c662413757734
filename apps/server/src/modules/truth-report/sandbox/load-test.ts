import autocannon from 'autocannon';

/**
 * The generated API's latency under load: autocannon against one route for a couple of seconds.
 * autocannon's summary has p90 and p97.5 but no p95, so each response's time is kept (its
 * `response` event) and the 95th percentile is taken from them.
 */

export interface LoadTestResult {
  /** 95th percentile of the 2xx responses' times; null when none answered 2xx. */
  p95Ms: number | null;
  requests: number;
}

/** The value below which `share` of the sorted `values` fall (nearest rank). */
export function percentile(values: number[], share: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

export async function loadTest(url: string, durationMs: number): Promise<LoadTestResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: 10, duration: durationMs / 1000 },
      (error: Error | null, finished: autocannon.Result) =>
        error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
  const p95 = percentile(times, 0.95);
  return {
    p95Ms: p95 === null ? null : Math.round(p95 * 100) / 100,
    requests: result.requests.total,
  };
}
