import {
  CODE_LANGUAGES,
  CODE_PLATFORMS,
  type CodeLanguage,
  type CodePlatform,
} from '@appforge/shared/contracts/ai';
import { describe, expect, it, vi } from 'vitest';
import { checkSyntax } from '../../syntax/check-syntax';
import { CATALOGUE } from '../catalogue';
import { readEntity } from '../prompt-model';
import { matchRecipe } from '../recipe-matcher';
import { persistenceRecipe } from './persistence';

const NOTES =
  'a local database for notes with title, body, pinned, tags, price, due date and created at';
const PROMPTS = [
  NOTES,
  'persistence for users with id: Int, contact email, website, weight, rating, default and return',
  'a DAO',
];

const render = (prompt: string, language: CodeLanguage, platform: CodePlatform) =>
  persistenceRecipe.render({ prompt, language, platform, entity: readEntity(prompt) });

const load = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`);

describe('persistence', () => {
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
    'persistence for notes with title and body',
    'a Room database for tasks with title and done',
    'save tasks locally',
    'store recipes in SQLite with name and servings',
    'Core Data store for books with title and author',
    'offline storage for articles',
    'save the settings to local storage',
    'a DAO for products',
    'keep notes on the device with title',
  ])('is picked for %j', (prompt) => {
    expect(matchRecipe(prompt, CATALOGUE)?.id).toBe('persistence');
  });

  it.each(CODE_LANGUAGES)('stores the %s entity the prompt names in its own table', (language) => {
    for (const platform of CODE_PLATFORMS) {
      const { code } = render(NOTES, language, platform);
      expect(code).toMatch(/\bNote\b/);
      expect(code).toMatch(
        language === 'python' || language === 'rust' ? /\bdue_date\b/ : /\bdueDate\b/,
      );
    }
    expect(render(NOTES, language, 'backend').code).toContain('notes');
  });

  it('stores what the platform has: Room, SwiftData, SQLite, localStorage, AsyncStorage', () => {
    const android = render(NOTES, 'kotlin', 'android').code;
    expect(android).toContain('@Entity(tableName = "notes")');
    expect(android).toContain('interface NoteDao {');
    expect(android).toContain('Room.databaseBuilder(context.applicationContext');
    expect(render(NOTES, 'swift', 'ios').code).toContain('@Model\nfinal class Note {');
    expect(render(NOTES, 'swift', 'backend').code).toContain('import GRDB');
    expect(render(NOTES, 'typescript', 'web').code).toContain('localStorage.getItem(this.key)');
    expect(render(NOTES, 'typescript', 'ios').code).toContain(
      "import AsyncStorage from '@react-native-async-storage/async-storage';",
    );
    expect(render(NOTES, 'typescript', 'backend').code).toContain(
      "import Database from 'better-sqlite3';",
    );
    expect(render(NOTES, 'python', 'backend').code).toContain(
      'sqlite3.connect(path, check_same_thread=False)',
    );
    expect(render(NOTES, 'rust', 'backend').code).toContain(
      'use rusqlite::{params, Connection, OptionalExtension, Row};',
    );
    expect(render(NOTES, 'kotlin', 'backend').code).toContain('DriverManager.getConnection(url)');
  });

  it('says which store it chose where the language is unusual for the platform', () => {
    expect(render(NOTES, 'swift', 'ios').explanation).toContain(
      'SwiftData (iOS 17+), chosen over Core Data',
    );
    expect(render(NOTES, 'swift', 'android').explanation).toContain(
      'GRDB over SQLite is the closest idiomatic choice',
    );
    expect(render(NOTES, 'kotlin', 'ios').explanation).toContain('Room for Kotlin Multiplatform');
    expect(render(NOTES, 'kotlin', 'ios').code).toContain('expect object AppDatabaseConstructor');
    expect(render(NOTES, 'kotlin', 'web').explanation).toContain('this is that server-side store');
    expect(render(NOTES, 'python', 'ios').explanation).toContain('sqlite3 is the closest thing');
    expect(render(NOTES, 'rust', 'web').explanation).toContain('use IndexedDB there');
  });

  it('names the dependencies to add', () => {
    expect(render(NOTES, 'typescript', 'backend').explanation).toContain(
      'Dependencies: better-sqlite3, @types/better-sqlite3 (dev)',
    );
    expect(render(NOTES, 'kotlin', 'android').explanation).toContain('androidx.room:room-runtime');
    expect(render(NOTES, 'rust', 'backend').explanation).toContain(
      'rusqlite (features = ["bundled", "chrono"])',
    );
    expect(render(NOTES, 'python', 'backend').explanation).toContain(
      'Dependencies: none beyond the standard library.',
    );
  });

  it('saves, replaces, finds and deletes, one change after another (the JavaScript localStorage repository, run)', async () => {
    const values = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
    });
    try {
      const { NoteRepository } = (await load(render(NOTES, 'javascript', 'web').code)) as {
        NoteRepository: new () => {
          save: (note: object) => Promise<void>;
          findAll: () => Promise<{ id: string; title: string }[]>;
          findById: (id: string) => Promise<{ id: string } | undefined>;
          delete: (id: string) => Promise<void>;
        };
      };
      const repository = new NoteRepository();
      await Promise.all([
        repository.save({ id: '1', title: 'first' }),
        repository.save({ id: '2', title: 'second' }),
        repository.save({ id: '1', title: 'changed' }),
      ]);
      expect(await repository.findAll()).toEqual([
        { id: '1', title: 'changed' },
        { id: '2', title: 'second' },
      ]);
      await repository.delete('1');
      expect(await repository.findById('1')).toBeUndefined();
      expect([...values.keys()]).toEqual(['notes']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renders the same code and explanation twice', () => {
    for (const language of CODE_LANGUAGES) {
      expect(render(NOTES, language, 'android')).toEqual(render(NOTES, language, 'android'));
    }
  });
});
