import { describe, expect, it } from 'vitest';
import { renderApp } from './index.ts';
import { ASYNC_STORAGE_STUB, loadGenerated } from './test-bundle.ts';
import { EVERYTHING, RECIPES } from './test-specs.ts';

/** The generated app's own modules (validation, storage, formatting), bundled and run here. */

type Validated =
  { ok: true; value: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

describe('the generated validation and storage', () => {
  it('validates drafts and converts numbers', async () => {
    const code = renderApp(EVERYTHING);
    const validation = await loadGenerated<Record<string, (draft: unknown) => Validated>>(
      code.frontend,
      'src/validation.ts',
    );
    const types = await loadGenerated<Record<string, unknown>>(code.frontend, 'src/types.ts');
    const empty = validation.tripToDraft!(types.emptyTrip) as Record<string, unknown>;
    const missing = validation.validateTrip!(empty);
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.errors).toMatchObject({
        title: 'Title is required.',
        distance: 'Distance is required.',
        kind: 'Kind is required.',
      });
      expect(missing.errors).not.toHaveProperty('booked');
    }
    const valid = {
      ...empty,
      title: ' Alps ',
      summary: 'Walk',
      distance: '12,5',
      budget: '300',
      start: '2025-07-01',
      departure: '2025-07-01 08:30',
      kind: 'Hike',
      rating: 4,
      cover: 'https://example.com/a.jpg',
      place: 'Chamonix',
      guide: 'g1',
      contact: 'ada@example.com',
      link: 'https://example.com',
      phone: '+33 1 23 45 67',
      tags: 'snow, snow, hiking',
    };
    expect(validation.validateTrip!(valid)).toEqual({
      ok: true,
      value: expect.objectContaining({
        title: 'Alps',
        distance: 12.5,
        budget: 300,
        tags: ['snow', 'hiking'],
      }),
    });
    const wrong = validation.validateTrip!({
      ...valid,
      distance: 'far',
      start: '2025-02-30',
      departure: '2025-07-01',
      contact: 'ada',
      link: 'example',
      phone: 'call me',
    });
    expect(wrong.ok ? {} : Object.keys(wrong.errors).sort()).toEqual([
      'contact',
      'departure',
      'distance',
      'link',
      'phone',
      'start',
    ]);
  });

  it('holds typed numbers to their field’s rules, in the API’s words', async () => {
    const code = renderApp(RECIPES);
    const validation = await loadGenerated<Record<string, (draft: unknown) => Validated>>(
      code.frontend,
      'src/validation.ts',
    );
    const types = await loadGenerated<Record<string, unknown>>(code.frontend, 'src/types.ts');
    const draft = {
      ...(validation.recipeToDraft!(types.emptyRecipe) as object),
      title: 'Soup',
      category: 'Lunch',
    };
    const errors = (changes: object) => {
      const result = validation.validateRecipe!({ ...draft, ...changes });
      return result.ok ? {} : result.errors;
    };
    expect(errors({ servings: '-1', cost: '-0,5' })).toEqual({
      servings: "Servings can't be negative.",
      cost: "Cost can't be negative.",
    });
    expect(errors({ servings: '2.5' })).toEqual({ servings: 'Servings must be a whole number.' });
    expect(errors({ servings: '4', cost: '0' })).toEqual({});
    // Counts get a digits-only keyboard, amounts a decimal pad.
    const form = code.frontend['src/screens/RecipeFormScreen.tsx']!;
    expect(form).toMatch(/label="Servings"[^/]*keyboardType="number-pad"/);
    expect(form).toMatch(/label="Cost"[^/]*keyboardType="decimal-pad"/);
  });

  it('stores records per entity with ids, defaults and change events', async () => {
    const code = renderApp(RECIPES);
    type Collection = {
      list(): Promise<Record<string, unknown>[]>;
      save(input: object, id?: string): Promise<Record<string, unknown>>;
      update(id: string, changes: object): Promise<unknown>;
      remove(id: string): Promise<void>;
      subscribe(listener: () => void): () => void;
    };
    const { storage, clearAllData } = await loadGenerated<{
      storage: Record<string, Collection>;
      clearAllData: () => Promise<void>;
    }>(code.frontend, 'src/storage.ts', {
      stubs: { '@react-native-async-storage/async-storage': ASYNC_STORAGE_STUB },
    });
    // An install whose records were all deleted: no samples come back.
    await clearAllData();
    let changes = 0;
    storage.recipes!.subscribe(() => (changes += 1));
    const first = await storage.recipes!.save({ title: 'Soup', category: 'Lunch' });
    const second = await storage.recipes!.save({ title: 'Cake', category: 'Dinner' });
    expect(first).toMatchObject({
      title: 'Soup',
      favorite: false,
      tags: [],
      rating: null,
      id: expect.any(String),
    });
    expect(second.id).not.toBe(first.id);
    await storage.recipes!.update(first.id as string, { favorite: true });
    await storage.recipes!.save({ title: 'Hot soup', category: 'Lunch' }, first.id as string);
    expect((await storage.recipes!.list()).find((recipe) => recipe.id === first.id)).toMatchObject({
      title: 'Hot soup',
      favorite: true,
    });
    await storage.recipes!.remove(second.id as string);
    expect(await storage.recipes!.list()).toHaveLength(1);
    expect(await storage.ingredients!.list()).toEqual([]);
    await clearAllData();
    expect(await storage.recipes!.list()).toEqual([]);
    expect(changes).toBe(6);
  });

  it('deletes a record on the device as the API does: what needs it goes, the rest is unlinked', async () => {
    // EVERYTHING: each trip needs its guide; a photo may belong to a trip.
    type Collection = {
      list(): Promise<Record<string, unknown>[]>;
      save(input: object): Promise<{ id: string }>;
    };
    const { storage, removeGuide, clearAllData } = await loadGenerated<{
      storage: Record<string, Collection>;
      removeGuide: (id: string) => Promise<void>;
      clearAllData: () => Promise<void>;
    }>(renderApp(EVERYTHING).frontend, 'src/storage.ts', {
      stubs: { '@react-native-async-storage/async-storage': ASYNC_STORAGE_STUB },
    });
    await clearAllData();
    const guide = await storage.guides!.save({ name: 'Ada' });
    const otherGuide = await storage.guides!.save({ name: 'Bo' });
    const trip = await storage.trips!.save({ title: 'Alps', guide: guide.id });
    const otherTrip = await storage.trips!.save({ title: 'Coast', guide: otherGuide.id });
    const photo = await storage.photos!.save({ caption: 'Summit', trip: trip.id });
    const kept = await storage.photos!.save({ caption: 'Beach', trip: otherTrip.id });

    await removeGuide(guide.id);
    const ids = async (name: string) => (await storage[name]!.list()).map((record) => record.id);
    expect(await ids('guides')).toEqual([otherGuide.id]);
    expect(await ids('trips')).toEqual([otherTrip.id]);
    const photos = await storage.photos!.list();
    expect(photos.find((record) => record.id === photo.id)).toMatchObject({ trip: '' });
    expect(photos.find((record) => record.id === kept.id)).toMatchObject({ trip: otherTrip.id });
  });

  it('a new install starts with sample records, each linked to a sample of the type it needs', async () => {
    type Record_ = Record<string, unknown> & { id: string };
    const { storage } = await loadGenerated<{
      storage: Record<string, { list(): Promise<Record_[]> }>;
    }>(renderApp(EVERYTHING).frontend, 'src/storage.ts', {
      stubs: { '@react-native-async-storage/async-storage': ASYNC_STORAGE_STUB },
    });
    const guides = await storage.guides!.list();
    const trips = await storage.trips!.list();
    const photos = await storage.photos!.list();
    expect(guides.map((guide) => guide.name)).toEqual([
      'Sample guide 1',
      'Sample guide 2',
      'Sample guide 3',
    ]);
    const guideIds = guides.map((guide) => guide.id);
    expect(trips.map((trip) => trip.guide)).toEqual(guideIds);
    expect(photos.every((photo) => trips.some((trip) => trip.id === photo.trip))).toBe(true);
    expect(trips[0]).toMatchObject({
      booked: true,
      rating: 5,
      start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('formats values for display', async () => {
    const code = renderApp(RECIPES);
    const format = await loadGenerated<Record<string, (...args: unknown[]) => string>>(
      code.frontend,
      'src/format.ts',
    );
    expect(format.formatRating!(3)).toBe('★★★☆☆');
    expect(format.formatCurrency!(null, 'USD')).toBe('');
    expect(format.formatCurrency!(5, 'USD')).toMatch(/5\.00/);
    expect(format.formatNumber!(4, 'people')).toBe('4 people');
    expect(format.recipeTitle!({ title: '  ' })).toBe('Untitled recipe');
    expect(format.recipeSummary!({ category: 'Lunch', servings: 2 })).toBe('Lunch · 2 people');
  });
});
