// @vitest-environment happy-dom
/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { understand } from '../understand/understand.ts';
import { failOnConsoleErrors, start } from './dom-harness.ts';
import { AWKWARD } from './odd-name-specs.ts';
import { EVERYTHING, RECIPES, TASKS, WINE_CELLAR } from './test-specs.ts';

failOnConsoleErrors();

describe('generated apps in the browser', () => {
  it('creates, validates, shows, filters and deletes records (tabs)', async () => {
    const app = await start(RECIPES, { installed: true });
    expect(app.text()).toContain('No recipes yet');

    await app.press('Add Recipe');
    expect(app.text()).toContain('New Recipe');
    await app.press('Save');
    expect(app.text()).toContain('Title is required.');
    expect(app.text()).toContain('Category is required.');

    await app.type('Title', 'Minestrone');
    await app.press('Lunch');
    await app.type('Servings', 'lots');
    await app.press('Save');
    expect(app.text()).toContain('Servings must be a number.');
    await app.type('Servings', '-2');
    await app.press('Save');
    expect(app.text()).toContain("Servings can't be negative.");
    // A count gets the digits-only keyboard.
    expect(app.labelled('Servings').getAttribute('inputmode')).toBe('numeric');
    await app.type('Servings', '4');
    await app.press('Paste a link for Photo');
    await app.type('Photo link', 'https://example.com/soup.jpg');
    expect(document.querySelector('[aria-label="Photo preview"]')).not.toBeNull();
    await app.press('3 stars');
    await app.press('Save');

    expect(app.text()).not.toContain('No recipes yet');
    expect(app.text()).toContain('Minestrone');
    expect(app.text()).toContain('Lunch · 4 people');

    await app.type('Search recipes', 'pasta');
    expect(app.text()).toContain('No matching recipes');
    await app.type('Search recipes', 'mine');
    expect(app.text()).toContain('Minestrone');
    await app.press('Category: Dinner');
    expect(app.text()).toContain('No matching recipes');
    await app.press('Category: Dinner');
    await app.press('Add to favourites');
    await app.press('Show favourites only');
    expect(app.text()).toContain('Minestrone');

    await app.press('Minestrone');
    expect(app.text()).toContain('★★★☆☆');
    expect(app.text()).toContain('Share');
    await app.press('Share Recipe');
    await app.press('Delete Recipe');
    expect(app.text()).toContain('Delete this recipe?');
    await app.press('Delete');
    expect(app.text()).toContain('No recipes yet');

    await app.press('Stats');
    expect(app.text()).toContain('Average rating');
    await app.press('Ingredients');
    expect(app.text()).toContain('No ingredients yet');
    await app.press('Add Ingredient');
    // No recipe to pick: the picker offers the recipe form, and the new recipe is then picked.
    expect(app.text()).toContain('No recipes yet.');
    await app.press('Add Recipe');
    await app.type('Title', 'Pesto');
    await app.press('Lunch');
    await app.press('Save');
    await app.press('Choose Recipe');
    await app.press('Pesto');
    expect(app.labelled('Choose Recipe').textContent).toBe('Pesto');
  });

  it('edits a record and follows a relation (stack, onboarding, settings)', async () => {
    const app = await start(WINE_CELLAR, { installed: true });
    expect(app.text()).toContain('Welcome to Cellar');
    await app.press('Next');
    await app.press('Next');
    await app.press('Get started');
    expect(app.text()).toContain('No wine bottles yet');

    await app.press('Open menu');
    await app.press('Producers');
    await app.press('Add Producer');
    await app.type('Name', 'Château Margaux');
    await app.type('Email', 'not an email');
    await app.press('Save');
    expect(app.text()).toContain('Email must be an email address.');
    await app.type('Email', 'cellar@example.com');
    await app.press('Save');
    expect(app.text()).toContain('Château Margaux');
    await app.press('Go back');

    await app.press('Add Wine Bottle');
    await app.type('Name', 'Grand Vin');
    await app.type('Vintage year', '2015');
    await app.type('Price', '120');
    await app.press('4 stars');
    await app.press('Choose Producer');
    await app.press('Château Margaux');
    await app.press('Save');
    await app.press('Grand Vin');
    expect(app.text()).toContain('Château Margaux');
    await app.press('Edit Wine Bottle');
    await app.type('Name', 'Pavillon Rouge');
    await app.press('Save');
    expect(app.text()).toContain('Pavillon Rouge');
    expect(app.text()).toContain('2015 · €120.00');
    await app.pressText('Château Margaux');
    expect(app.text()).toContain('Wine Bottles');
    expect(app.text()).toContain('Pavillon Rouge');
    // A bottle added from the producer is linked to it, and its row names the producer.
    await app.press('Add Wine Bottle to this producer');
    expect(app.labelled('Choose Producer').textContent).toBe('Château Margaux');
    await app.type('Name', 'Second Vin');
    await app.type('Vintage year', '2019');
    await app.type('Price', '40');
    await app.press('3 stars');
    await app.press('Save');
    expect(app.labelled('Second Vin').textContent).toContain('Château Margaux');
    // Deleting the producer says what becomes of its bottles, and does it.
    await app.press('Delete Producer');
    expect(app.text()).toContain('Wine Bottles may have no producer: they stay, without one.');
    await app.press('Delete');
    await app.press('Go back');
    await app.press('Pavillon Rouge');
    expect(app.text()).not.toContain('Château Margaux');
    await app.press('Go back');

    await app.press('Open menu');
    await app.press('Settings');
    await app.press('Dark mode');
    await app.type('Your name', 'Ada');
    await app.press('Clear all data');
    await app.press('Clear');
    expect(app.text()).toContain('All records were deleted.');
  });

  it('groups records by date on the calendar', async () => {
    const app = await start(TASKS);
    await app.press('Skip');
    await app.press('Add Task');
    await app.type('Title', 'File taxes');
    await app.type('Due', '2999-04-15 09:30');
    await app.press('Save');
    await app.press('Calendar');
    expect(app.text()).toContain('File taxes');
    expect(app.text()).toContain('09:30');
  });

  it('copes with odd names and labels', async () => {
    const app = await start(AWKWARD, { installed: true });
    expect(app.text()).toContain('No images yet');
    await app.press('Add Image');
    await app.type('Default {x}', 'First');
    await app.press('Save');
    expect(app.text()).toContain('First');
    await app.press('Numbers');
    expect(app.text()).toContain('Images');
    await app.press('Packages');
    await app.press('Add Package');
    await app.press('Choose Image');
    await app.press('First');
    await app.type('Code', 'PKG-1');
    await app.press('Save');
    await app.press('PKG-1');
    expect(app.text()).toContain('First');
  });

  it('renders every screen of an app with every feature', async () => {
    const app = await start(EVERYTHING);
    await app.press('Skip');
    for (const screen of [
      'Guides',
      'Photos',
      'Expenses',
      'Calendar',
      'Places · Trips',
      'Stats',
      'Settings',
    ]) {
      await app.press('Open menu');
      await app.press(screen);
      expect(app.text()).not.toContain('Something went wrong');
      await app.press('Go back');
    }
    await app.press('Add Trip');
    await app.press('Save');
    expect(app.text()).toContain('Guide is required.');
    expect(app.text()).toContain('Please correct the fields marked above.');
  });

  it('starts with sample records that link to each other: a parent lists its sample children', async () => {
    const app = await start(EVERYTHING);
    await app.press('Skip');
    expect(app.text()).toContain('Sample trip 1');
    expect(app.text()).toContain('Sample trip 3');
    await app.press('Open menu');
    await app.press('Guides');
    const count = (text: string) => app.text().split(text).length - 1;
    const before = [count('Sample trip 1'), count('Sample trip 2')];
    await app.pressText('Sample guide 2');
    // The screens below stay mounted: the guide's detail adds its own trip, and only that one.
    expect(app.labelled('Add Trip to this guide')).toBeDefined();
    expect([count('Sample trip 1'), count('Sample trip 2')]).toEqual([before[0], before[1]! + 1]);
  });

  it('opens a list in the order the spec chose, and groups the stats by its period', async () => {
    const [trip, ...others] = EVERYTHING.entities;
    const app = await start({
      ...EVERYTHING,
      entities: [{ ...trip!, sort: { field: 'rating', descending: false } }, ...others],
      statsPeriod: 'year',
    });
    await app.press('Skip');
    // The samples' ratings are 5, 4 and 3: lowest first puts the third first.
    const text = app.text();
    expect(text.indexOf('Sample trip 3')).toBeLessThan(text.indexOf('Sample trip 1'));
    expect(text).toContain('Sort: Lowest rating');
    await app.press('Open menu');
    await app.press('Stats');
    expect(app.text()).toContain('By year · start');
    const counted = [...document.querySelectorAll('[aria-label*=" trips in "]')]
      .map((element) =>
        Number(/^(\d+) trips in /.exec(element.getAttribute('aria-label') ?? '')?.[1]),
      )
      .filter((count) => !Number.isNaN(count));
    // Every sample trip has a start date, so the years add up to the three of them.
    expect(counted.reduce((total, count) => total + count, 0)).toBe(3);
  });

  it('titles a join record by the records it links while its note is empty', async () => {
    const app = await start(understand('Students join clubs; a club has many students').spec);
    await app.press('Student Clubs');
    await app.pressText('Sample student club 1');
    await app.press('Edit Student Club');
    await app.type('Note', '');
    await app.press('Save');
    await app.press('Go back');
    expect(app.text()).not.toContain('Untitled student club');
    expect(app.labelled('Sample student 1 · Sample club 1')).toBeDefined();
  });

  it('with tabs, reaches the screens past the fifth tab from the header menu', async () => {
    const app = await start({ ...EVERYTHING, navigation: 'tabs' }, { installed: true });
    await app.press('Skip');
    await app.press('Expenses');
    expect(app.text()).toContain('No expenses yet');
    await app.press('Open menu');
    await app.press('Settings');
    expect(app.text()).toContain('Dark mode');
    await app.press('Go back');
    await app.press('Open menu');
    await app.press('Stats');
    expect(app.text()).not.toContain('Something went wrong');
  });
});
