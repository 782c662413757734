import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { defineRecipe } from './code-recipe';
import { matchRecipe } from './recipe-matcher';

const PHRASINGS: Record<string, string[]> = {
  'data-model': [
    'a struct for a recipe with name, servings and cook time',
    'a user model with email, password and birth date',
    'Kotlin data class Person(name, age)',
    'model for invoices: number, amount, paid',
    'a Task type with title, due date and done',
    'serializable entity for a book with title and author',
  ],
  'crud-endpoint': [
    'CRUD endpoint for todos',
    'REST endpoints for products with title and price',
    'create an endpoint to add, list, update and delete notes',
    'FastAPI routes for orders with total and status',
    'build an API route for customers',
  ],
  'rest-client': [
    'REST client for products with title, price and in stock',
    'HTTP client with retry and timeout',
    'call the weather API with exponential backoff',
    'fetch users from the backend with retries',
    'an API wrapper for movies',
  ],
  'form-validation': [
    'validate a sign up form with email and password',
    'login form with email and password',
    'password strength rules and required fields',
    'form validation for a contact form with name, email and message',
  ],
  pagination: [
    'paginated list of blog posts',
    'infinite scroll for photos',
    'pagination with page and limit for orders',
    'LazyColumn that loads more products at the end',
  ],
  'debounce-throttle': [
    'debounce a search input',
    'throttle scroll events',
    'debounce and throttle utilities',
  ],
};

describe('matchRecipe', () => {
  for (const [id, prompts] of Object.entries(PHRASINGS)) {
    it.each(prompts)(`picks ${id} for %j`, (prompt) => {
      expect(matchRecipe(prompt, CATALOGUE)?.id).toBe(id);
    });
  }

  it.each([
    'write me a poem',
    "what's the weather",
    'compile the linux kernel',
    'tell me a joke about cats',
    'translate hello into French',
  ])('picks nothing for %j', (prompt) => {
    expect(matchRecipe(prompt, CATALOGUE)).toBeNull();
  });

  it('prefers the higher score, and the earlier recipe on a tie', () => {
    const recipe = (id: string, triggers: RegExp[]) =>
      defineRecipe({ id, title: id, triggers, code: {} as never, explain: () => '' });
    const one = recipe('one', [/\bcache\b/]);
    const two = recipe('two', [/\bcache\b/, /\blru\b/]);
    const three = recipe('three', [/\bcache\b/]);
    expect(matchRecipe('an lru cache', [one, two])?.id).toBe('two');
    expect(matchRecipe('a cache', [one, three])?.id).toBe('one');
    expect(matchRecipe('a cache', [three, one])?.id).toBe('three');
  });
});
