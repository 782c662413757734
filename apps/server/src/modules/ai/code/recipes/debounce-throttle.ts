import type { CodeLanguage } from '@appforge/shared/contracts/ai';
import { defineRecipe, type RecipeContext } from '../code-recipe';
import { explanation } from '../recipe-text';
import { kotlinTiming, pythonTiming, rustTiming, swiftTiming } from './debounce-throttle.native';
import { javascriptTiming, typescriptTiming } from './debounce-throttle.typescript';

const USAGE: Record<CodeLanguage, (ctx: RecipeContext) => string> = {
  typescript: () =>
    "const search = debounce((query: string) => fetchResults(query), 300); call search(input.value) on every keystroke and only the last one, 300 ms after typing stops, fetches. const onScroll = throttle(savePosition, 200) runs at most every 200 ms; both have cancel() for cleanup (for example in a React effect's return).",
  javascript: () =>
    "const search = debounce((query) => fetchResults(query), 300); input.addEventListener('input', (event) => search(event.target.value)). window.addEventListener('scroll', throttle(savePosition, 200)) runs at most every 200 ms; call .cancel() when tearing down.",
  python: () =>
    'search = Debouncer(fetch_results, wait=0.3) and call search(query) on each keystroke inside the running event loop; save = Throttler(save_position, interval=0.2) and await save(position) returns False when skipped.',
  swift: (ctx) =>
    `let debouncer = Debouncer(delay: 0.3); debouncer.call { search(query) } on every change; let throttler = Throttler(interval: 0.2); throttler.call { savePosition() }.${ctx.platform === 'ios' ? ' For a SwiftUI @Published value, the Combine line at the end does the same.' : ''}`,
  kotlin: (ctx) =>
    `val search = ${ctx.platform === 'android' ? 'viewModelScope' : 'scope'}.debounced<String>(300) { query -> repository.search(query) }; call search(text) on every change. val save = scope.throttled<Int>(200) { position -> store.save(position) }. A Flow can use the built-in .debounce(300) instead.`,
  rust: () =>
    'let mut debouncer = Debouncer::new(Duration::from_millis(300)); debouncer.call(async move { search(query).await }); on each event. let mut throttle = Throttler::new(Duration::from_millis(200)); if throttle.try_acquire() { save().await }.',
};

const DEPENDENCIES: Record<CodeLanguage, string[]> = {
  typescript: [],
  javascript: [],
  python: [],
  swift: [],
  kotlin: ['org.jetbrains.kotlinx:kotlinx-coroutines-core'],
  rust: ['tokio (features = ["rt", "time", "macros"])'],
};

export const debounceThrottleRecipe = defineRecipe({
  id: 'debounce-throttle',
  title: 'Debounce and throttle',
  triggers: [
    /\bdebounc\w*/i,
    /\bthrottl\w*/i,
    /\brate[- ]limit\w*\s+(?:a\s+)?(?:function|calls?|events?|handler)/i,
  ],
  code: {
    typescript: typescriptTiming,
    javascript: javascriptTiming,
    python: pythonTiming,
    swift: swiftTiming,
    kotlin: kotlinTiming,
    rust: rustTiming,
  },
  explain: (ctx) =>
    explanation(ctx, {
      summary:
        'Debounce waits until calls stop for a moment and then runs once with the last arguments (search as you type, autosave); throttle lets a call through at most once per interval (scroll, resize, button mashing).',
      aboutEntity: false,
      dependencies: DEPENDENCIES[ctx.language],
      usage: USAGE[ctx.language](ctx),
    }),
});
