import {
  CODE_LANGUAGES,
  CODE_PLATFORMS,
  type CodeLanguage,
  type CodePlatform,
} from '@appforge/shared/contracts/ai';
import { describe, expect, it } from 'vitest';
import { checkSyntax } from '../../syntax/check-syntax';
import { CATALOGUE } from '../catalogue';
import { readEntity } from '../prompt-model';
import { matchRecipe } from '../recipe-matcher';
import { stateStoreRecipe } from './state-store';

const TODOS = 'a state store for todos with title, done and due date';
/** Every kind, names languages reserve, an id of its own type, and the stand-in fields. */
const PROMPTS = [
  TODOS,
  'a store for tasks with id: Int, title, price, contact email, in stock, website, tags, starts at, default and return',
  'global state',
];

const render = (prompt: string, language: CodeLanguage, platform: CodePlatform) =>
  stateStoreRecipe.render({ prompt, language, platform, entity: readEntity(prompt) });

/** Runs a JavaScript rendering as an ES module. */
const load = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`);

describe('state-store', () => {
  it.each(CODE_LANGUAGES)('parses in %s on every platform', async (language) => {
    for (const prompt of PROMPTS) {
      for (const platform of CODE_PLATFORMS) {
        const { code } = render(prompt, language, platform);
        const problems = await checkSyntax(language, code, { jsx: false });
        expect(problems, `${platform}: ${prompt}\n${code}`).toEqual([]);
      }
    }
  });

  it.each([
    TODOS,
    'global state management for a shopping cart',
    'a ViewModel with StateFlow for products',
    'an ObservableObject for contacts in SwiftUI',
    'React context and reducer for notes',
    'zustand store for cart items with name, price and quantity',
    'an in-memory repository for users with a lock',
    'a store for tasks with title and done',
  ])('is picked for %j', (prompt) => {
    expect(matchRecipe(prompt, CATALOGUE)?.id).toBe('state-store');
  });

  it.each(CODE_LANGUAGES)(
    'names the %s store after the prompt: Todo, title, done, due date',
    (language) => {
      const { code } = render(TODOS, language, 'backend');
      expect(code).toMatch(/\bTodo\b/);
      expect(code).toMatch(/\btodos\b/);
      expect(code).toMatch(/\btitle\b/);
      expect(code).toMatch(
        language === 'python' || language === 'rust' ? /\bdue_date\b/ : /\bdueDate\b/,
      );
    },
  );

  it('is a React context + reducer on the web and a dependency-free store elsewhere, and says which', () => {
    const web = render(TODOS, 'typescript', 'web');
    expect(web.code).toContain("from 'react'");
    expect(web.code).toContain('export function TodosProvider(');
    expect(web.explanation).toContain('A React context + reducer');
    const native = render(TODOS, 'typescript', 'ios');
    expect(native.code).not.toContain('react');
    expect(native.explanation).toContain('zustand-style store');
    expect(native.explanation).toContain('useSyncExternalStore');
  });

  it('fits the platform: @Observable on iOS, an actor on a Swift server, a ViewModel on Android', () => {
    expect(render(TODOS, 'swift', 'ios').code).toContain('@Observable');
    expect(render(TODOS, 'swift', 'backend').code).toContain('actor TodoStore');
    expect(render(TODOS, 'kotlin', 'android').code).toContain('class TodoViewModel(');
    expect(render(TODOS, 'kotlin', 'android').code).toContain('StateFlow<List<Todo>>');
    expect(render(TODOS, 'kotlin', 'backend').code).not.toContain('ViewModel');
    expect(render(TODOS, 'python', 'backend').code).toContain('with self._lock:');
    expect(render(TODOS, 'rust', 'backend').code).toContain('RwLock<Vec<Todo>>');
  });

  it('adds, updates, removes and tells subscribers (the JavaScript store, run)', async () => {
    const store = (await load(render(TODOS, 'javascript', 'backend').code)) as {
      createTodoStore: () => {
        getState: () => { id: string; title: string }[];
        subscribe: (listener: (todos: unknown[]) => void) => () => void;
        add: (todo: object) => void;
        update: (todo: object) => void;
        remove: (id: string) => void;
      };
    };
    const todos = store.createTodoStore();
    const seen: number[] = [];
    const unsubscribe = todos.subscribe((list) => seen.push(list.length));
    todos.add({ id: 'a', title: 'one' });
    todos.add({ id: 'b', title: 'two' });
    todos.update({ id: 'a', title: 'first' });
    todos.remove('b');
    unsubscribe();
    todos.remove('a');
    expect(seen).toEqual([1, 2, 2, 1]);
    expect(todos.getState()).toEqual([]);
  });

  it('gives each record an id when the prompt names none, and says so', () => {
    const { code, explanation } = render('a store for notes with title', 'kotlin', 'android');
    expect(code).toContain('val id: String');
    expect(explanation).toContain('Each record gets an id field');
  });

  it('keys the store by a text id, as every stored record has, even when the prompt typed it', () => {
    const entity = {
      name: 'Seat',
      plural: 'seats',
      fields: [
        { name: 'id', label: 'id', kind: 'int' as const },
        { name: 'row', label: 'row', kind: 'text' as const },
      ],
      defaultFields: false,
      defaultName: false,
    };
    const code = (language: CodeLanguage) =>
      stateStoreRecipe.render({ prompt: 'seats', language, platform: 'backend', entity }).code;
    expect(code('typescript')).toContain('remove: (id: string) =>');
    expect(code('python')).toContain('def get(self, seat_id: str) -> Seat | None:');
    expect(code('kotlin')).toContain('fun remove(id: String) {');
    expect(code('swift')).toContain('func remove(id: String) {');
    expect(code('rust')).toContain('pub fn remove(&self, id: &str) -> bool {');
  });

  it('renders the same code and explanation twice', () => {
    for (const language of CODE_LANGUAGES) {
      expect(render(PROMPTS[1]!, language, 'ios')).toEqual(render(PROMPTS[1]!, language, 'ios'));
    }
  });
});
