import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSpecSchema, type AppSpec } from '../app-spec.ts';
import { generatedBackends } from './backend-test-support.ts';
import { RECIPES, WINE_CELLAR } from './test-specs.ts';

/**
 * The generated backend's validation through app.inject: number rules from each field, unknown
 * fields refused, PUT replacing a whole record and PATCH changing part of one.
 */

const GREENHOUSE: AppSpec = appSpecSchema.parse({
  appName: 'Greenhouse',
  slug: 'greenhouse',
  description: 'Plants and their climate.',
  category: 'home_garden',
  theme: { primaryColor: '#2E7D32', secondaryColor: '#81C784', style: 'material' },
  features: [],
  entities: [
    {
      name: 'Plant',
      pluralName: 'Plants',
      titleField: 'name',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true },
        { name: 'temperature', label: 'Temperature', type: 'number', required: true, unit: '°C' },
        { name: 'humidity', label: 'Humidity', type: 'number', required: false, unit: '%' },
        { name: 'waterEvery', label: 'Water every', type: 'number', required: false, unit: 'days' },
      ],
    },
  ],
});

// Beside .generated-test/ (backend.test.ts), which that file deletes when it ends.
const ROOT = fileURLToPath(new URL('../../.generated-test-rules/', import.meta.url));
const backends = generatedBackends(ROOT);
const serve = backends.serve;

type Method = 'POST' | 'PUT' | 'PATCH' | 'GET';
const send = (app: FastifyInstance, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, payload });

/** A 400 whose issues name `field` and whose message says `says`. */
function expectInvalid(response: Awaited<ReturnType<typeof send>>, field: string, says?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ error: string; message: string; issues: { path: string[] }[] }>();
  expect(body.error).toBe('validation_failed');
  expect(body.issues.map((issue) => issue.path[0])).toContain(field);
  if (says) expect(body.message).toContain(says);
}

let recipes: FastifyInstance;
let cellar: FastifyInstance;
let greenhouse: FastifyInstance;

beforeAll(async () => {
  [recipes, cellar, greenhouse] = await Promise.all([
    serve(RECIPES),
    serve(WINE_CELLAR),
    serve(GREENHOUSE),
  ]);
});

afterAll(() => backends.close());

const bottle = { name: 'Grand Vin', vintageYear: 2015, price: 120, rating: 4 };

describe('number rules on the generated backend', () => {
  it('refuses a negative price, naming the field in the form’s words', async () => {
    const response = await send(cellar, 'POST', '/api/wine-bottles', { ...bottle, price: -5 });
    expectInvalid(response, 'price', "Price can't be negative.");
  });

  it('refuses a fractional count and a rating past five stars', async () => {
    const base = { title: 'Soup', category: 'Lunch' };
    expectInvalid(
      await send(recipes, 'POST', '/api/recipes', { ...base, servings: 2.5 }),
      'servings',
      'Servings must be a whole number.',
    );
    expectInvalid(
      await send(recipes, 'POST', '/api/recipes', { ...base, rating: 6 }),
      'rating',
      'Rating must be between 1 and 5.',
    );
    expect((await send(recipes, 'POST', '/api/recipes', { ...base, servings: 4 })).statusCode).toBe(
      201,
    );
  });

  it('keeps percentages within 0–100 and lets temperatures go below zero', async () => {
    const plant = { name: 'Fern', temperature: -3 };
    expect((await send(greenhouse, 'POST', '/api/plants', plant)).statusCode).toBe(201);
    expectInvalid(
      await send(greenhouse, 'POST', '/api/plants', { ...plant, humidity: 101 }),
      'humidity',
      'Humidity must be between 0 and 100.',
    );
    expectInvalid(
      await send(greenhouse, 'POST', '/api/plants', { ...plant, waterEvery: -1 }),
      'waterEvery',
      "Water every can't be negative.",
    );
  });
});

describe('bodies on the generated backend', () => {
  it('refuses a field the record does not have, naming it, on create, replace and patch', async () => {
    const created = await send(cellar, 'POST', '/api/wine-bottles', bottle);
    const { id } = created.json<{ id: string }>();
    expectInvalid(
      await send(cellar, 'POST', '/api/wine-bottles', { ...bottle, colour: 'red' }),
      'colour',
    );
    expectInvalid(
      await send(cellar, 'PUT', `/api/wine-bottles/${id}`, { ...bottle, colour: 'red' }),
      'colour',
    );
    expectInvalid(
      await send(cellar, 'PATCH', `/api/wine-bottles/${id}`, { colour: 'red' }),
      'colour',
    );
  });

  it('takes back a record as read, with its id and times, on replace', async () => {
    const created = await send(cellar, 'POST', '/api/wine-bottles', bottle);
    const record = created.json<Record<string, unknown> & { id: string; createdAt: string }>();
    const replaced = await send(cellar, 'PUT', `/api/wine-bottles/${record.id}`, {
      ...record,
      price: 90,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: record.id,
      createdAt: record.createdAt,
      price: 90,
    });
  });

  it('PATCH changes the fields sent and keeps the others, with the same rules', async () => {
    const created = await send(cellar, 'POST', '/api/wine-bottles', {
      ...bottle,
      website: 'https://example.com',
    });
    const { id } = created.json<{ id: string }>();
    const patched = await send(cellar, 'PATCH', `/api/wine-bottles/${id}`, { price: 99.5 });
    expect(patched.statusCode, patched.body).toBe(200);
    const expected = { ...bottle, website: 'https://example.com', price: 99.5, id };
    expect(patched.json()).toMatchObject(expected);
    expect((await send(cellar, 'GET', `/api/wine-bottles/${id}`)).json()).toMatchObject(expected);

    expectInvalid(
      await send(cellar, 'PATCH', `/api/wine-bottles/${id}`, { rating: 0 }),
      'rating',
      'Rating must be between 1 and 5.',
    );
    expectInvalid(
      await send(cellar, 'PATCH', `/api/wine-bottles/${id}`, { name: ' ' }),
      'name',
      'Name is required.',
    );
    const missing = await send(cellar, 'PATCH', '/api/wine-bottles/nope', { price: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
  });

  it('PATCH checks the links it sets', async () => {
    const recipe = (
      await send(recipes, 'POST', '/api/recipes', { title: 'Pesto', category: 'Lunch' })
    ).json<{ id: string }>();
    const ingredient = (
      await send(recipes, 'POST', '/api/ingredients', { name: 'Basil', recipe: recipe.id })
    ).json<{ id: string }>();
    expectInvalid(
      await send(recipes, 'PATCH', `/api/ingredients/${ingredient.id}`, { recipe: 'ghost' }),
      'recipe',
      'No recipe with this id',
    );
    const renamed = await send(recipes, 'PATCH', `/api/ingredients/${ingredient.id}`, {
      name: 'Thai basil',
    });
    expect(renamed.json()).toMatchObject({ name: 'Thai basil', recipe: recipe.id });
  });

  it('PUT replaces the whole record: a required field left out is refused', async () => {
    const { id } = (await send(cellar, 'POST', '/api/wine-bottles', bottle)).json<{ id: string }>();
    const { price: _price, ...withoutPrice } = bottle;
    expectInvalid(await send(cellar, 'PUT', `/api/wine-bottles/${id}`, withoutPrice), 'price');
    expect((await send(cellar, 'GET', `/api/wine-bottles/${id}`)).json()).toMatchObject(bottle);
  });
});
