import { describe, post } from './messages';

const LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;

/** Forwards console output to the parent frame and still prints it here. */
export function captureConsole() {
  for (const level of LEVELS) {
    const original = console[level].bind(console);
    let forwarding = false;
    console[level] = (...args: unknown[]) => {
      original(...args);
      if (forwarding) return; // a console call made while posting must not loop
      forwarding = true;
      try {
        post('console', { level, args: args.map(describe) });
      } finally {
        forwarding = false;
      }
    };
  }
}
