import { defineRecipe, type RecipeContext } from '../code-recipe';
import { explanation } from '../recipe-text';
import { collectionNames } from './collection-names';
import {
  javascriptReducer,
  javascriptStore,
  typescriptReducer,
  typescriptStore,
  usesReact,
} from './state-store.typescript';
import { kotlinStore, pythonStore, rustStore, swiftStore } from './state-store.native';

function summary(ctx: RecipeContext): string {
  const { type, items, Items, itemsWords } = collectionNames(ctx.language, ctx.entity);
  switch (ctx.language) {
    case 'typescript':
    case 'javascript':
      return usesReact(ctx)
        ? `A React context + reducer that holds the ${itemsWords}: a pure ${items}Reducer, a ${Items}Provider and a use${Items}() hook (no state library needed).`
        : `A zustand-style store for the ${itemsWords} without the dependency: getState, subscribe and add/update/remove/replaceAll, each change telling every subscriber.`;
    case 'swift':
      return ctx.platform === 'backend'
        ? `An actor that keeps the ${itemsWords} in memory, so concurrent requests change them one at a time.`
        : `An @Observable store (Observation, iOS 17+) holding the ${itemsWords} on the main actor, so SwiftUI views that read it re-render when it changes.`;
    case 'kotlin':
      return ctx.platform === 'android'
        ? `A ViewModel exposing the ${itemsWords} as a StateFlow; every change goes through MutableStateFlow.update, which is atomic.`
        : `A store exposing the ${itemsWords} as a StateFlow (the ViewModel shape without Android); MutableStateFlow.update makes each change atomic.`;
    case 'python':
      return `An in-memory repository for the ${itemsWords} with a lock, so endpoints running in FastAPI's thread pool can call it at the same time.`;
    case 'rust':
      return `A store holding the ${itemsWords} in a Vec behind an RwLock: many readers at once, one writer at a time; share it as Arc<${type}Store>.`;
  }
}

const DEPENDENCIES = (ctx: RecipeContext): string[] => {
  switch (ctx.language) {
    case 'typescript':
    case 'javascript':
      return usesReact(ctx) ? ['react'] : [];
    case 'kotlin':
      return [
        'org.jetbrains.kotlinx:kotlinx-coroutines-core',
        ...(ctx.platform === 'android' ? ['androidx.lifecycle:lifecycle-viewmodel-ktx'] : []),
        'org.jetbrains.kotlinx:kotlinx-serialization-json',
        'the Kotlin serialization Gradle plugin',
      ];
    case 'rust':
      return ['serde (features = ["derive"])'];
    default:
      return [];
  }
};

function usage(ctx: RecipeContext): string {
  const { type, item, items, Items } = collectionNames(ctx.language, ctx.entity);
  switch (ctx.language) {
    case 'typescript':
    case 'javascript':
      return usesReact(ctx)
        ? `wrap the app in <${Items}Provider>, then in a component const { state, dispatch } = use${Items}(); read state.${items} and call dispatch({ type: 'added', ${item} }).`
        : `const store = create${type}Store(); store.add(${item}); store.subscribe((${items}) => render(${items})).${ctx.platform === 'backend' ? ' Create one per process; it lives as long as the server runs.' : ' In React Native read it with useSyncExternalStore(store.subscribe, store.getState).'}`;
    case 'swift':
      return ctx.platform === 'backend'
        ? `let store = ${type}Store(); await store.add(${item}); let all = await store.all().`
        : `create it once (@State private var store = ${type}Store()), pass it down with .environment(store), and call store.add(${item}) from a view; lists reading store.${items} update themselves.`;
    case 'kotlin':
      return ctx.platform === 'android'
        ? `val viewModel: ${type}ViewModel by viewModels(); in Compose val ${items} by viewModel.${items}.collectAsStateWithLifecycle(); viewModel.add(${item}).`
        : `val store = ${type}Store(); store.add(${item}); collect store.${items} in a coroutine to follow changes.`;
    case 'python':
      return `repository = ${type}Repository(); repository.add(${item}); repository.all(). Create one at startup and hand it to endpoints with FastAPI's Depends.`;
    case 'rust':
      return `let store = Arc::new(${type}Store::new()); store.add(${item}); store.all(). With axum, put the Arc in the router's state.`;
  }
}

export const stateStoreRecipe = defineRecipe({
  id: 'state-store',
  title: 'State store for a collection',
  triggers: [
    /\b(?:state (?:store|management|container)|global state|app state|shared state)\b/i,
    /\b(?:zustand|redux|reducer|use ?reducer|context provider|react context|mobx|pinia|vuex)\b/i,
    /\b(?:observable ?object|@?observable|state ?flow|view ?model|livedata|in-memory (?:store|repository|repo))\b/i,
    /\bstores?\s+(?:for|of|holding|that (?:holds?|keeps?))\s+(?:the\s+|my\s+|a\s+|all\s+)?\w+/i,
    /\b(?:global|central|shared|client[- ]side|reactive|observable|redux|vuex|pinia|zustand)\s+store\b/i,
  ],
  code: {
    typescript: (ctx) => (usesReact(ctx) ? typescriptReducer(ctx) : typescriptStore(ctx)),
    javascript: (ctx) => (usesReact(ctx) ? javascriptReducer(ctx) : javascriptStore(ctx)),
    python: pythonStore,
    swift: swiftStore,
    kotlin: kotlinStore,
    rust: rustStore,
  },
  explain: (ctx) =>
    explanation(ctx, {
      summary: summary(ctx),
      aboutEntity: true,
      dependencies: DEPENDENCIES(ctx),
      usage:
        usage(ctx) +
        (ctx.entity.fields.some((field) => field.name === 'id')
          ? ''
          : ' Each record gets an id field (text) so it can be found, changed and removed.'),
    }),
});
