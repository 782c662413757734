import { useEffect, useState } from 'react';

const SECOND = 1000;

/** Milliseconds since `startedAt` (an ISO time), ticking once a second while shown. */
export function useElapsed(startedAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, now - Date.parse(startedAt));
}
