import { understand } from '../understand/understand.ts';
import type { SpecProvider } from './types.ts';

/** Deterministic rules and the domain vocabulary: no network, no key. */
export const builtInProvider: SpecProvider = {
  id: 'built-in',
  label: 'Built-in generator',
  async understand({ prompt, previous }, options = {}) {
    options.signal?.throwIfAborted();
    return understand(prompt, previous);
  },
};
