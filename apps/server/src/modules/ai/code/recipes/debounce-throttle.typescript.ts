import type { RecipeContext } from '../code-recipe';
import { lines } from '../recipe-text';

/** The TypeScript source; `typed` false strips it to JavaScript with JSDoc. */
function render(typed: boolean): string {
  const t = (annotation: string) => (typed ? annotation : '');
  const args = typed ? 'Args' : '';
  return lines(
    '/**',
    " * Calls `fn` once calls have paused for `waitMs`, with the last call's arguments.",
    ' * `cancel()` drops a call still waiting.',
    ...(typed ? [] : [' * @param {(...args: any[]) => void} fn', ' * @param {number} waitMs']),
    ' */',
    `export function debounce${t('<Args extends unknown[]>')}(fn${t(': (...args: Args) => void')}, waitMs${t(': number')}) {`,
    `  let timer${t(': ReturnType<typeof setTimeout> | undefined')};`,
    `  const debounced = (...args${typed ? `: ${args}` : ''}) => {`,
    '    clearTimeout(timer);',
    '    timer = setTimeout(() => {',
    '      timer = undefined;',
    '      fn(...args);',
    '    }, waitMs);',
    '  };',
    '  debounced.cancel = () => {',
    '    clearTimeout(timer);',
    '    timer = undefined;',
    '  };',
    '  return debounced;',
    '}',
    '',
    '/**',
    ' * Calls `fn` at most once per `intervalMs`: the first call runs at once, and the last call of a',
    ' * burst runs when the interval ends, so the final value is never lost.',
    ...(typed ? [] : [' * @param {(...args: any[]) => void} fn', ' * @param {number} intervalMs']),
    ' */',
    `export function throttle${t('<Args extends unknown[]>')}(fn${t(': (...args: Args) => void')}, intervalMs${t(': number')}) {`,
    '  let lastRun = -Infinity;',
    `  let timer${t(': ReturnType<typeof setTimeout> | undefined')};`,
    typed
      ? '  let pending: Args | undefined;'
      : '  /** @type {any[] | undefined} */\n  let pending;',
    '  const run = () => {',
    '    timer = undefined;',
    '    lastRun = Date.now();',
    '    const latest = pending;',
    '    pending = undefined;',
    '    if (latest) fn(...latest);',
    '  };',
    `  const throttled = (...args${typed ? `: ${args}` : ''}) => {`,
    '    pending = args;',
    '    const wait = intervalMs - (Date.now() - lastRun);',
    '    if (wait <= 0) {',
    '      clearTimeout(timer);',
    '      run();',
    '    } else {',
    '      timer ??= setTimeout(run, wait);',
    '    }',
    '  };',
    '  throttled.cancel = () => {',
    '    clearTimeout(timer);',
    '    timer = undefined;',
    '    pending = undefined;',
    '  };',
    '  return throttled;',
    '}',
    '',
  );
}

export const typescriptTiming = (_ctx: RecipeContext) => render(true);
export const javascriptTiming = (_ctx: RecipeContext) => render(false);
