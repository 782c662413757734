import { describe, expect, it } from 'vitest';
import type { AppSpec } from '../app-spec.ts';
import { understand } from './understand.ts';

const start = (prompt: string) => understand(prompt).spec;
const edit = (previous: AppSpec, prompt: string) => understand(prompt, previous);
const entity = (spec: AppSpec, name: string) =>
  spec.entities.find((candidate) => candidate.name === name);
const field = (spec: AppSpec, entityName: string, fieldName: string) =>
  entity(spec, entityName)?.fields.find((candidate) => candidate.name === fieldName);

describe('follow-ups', () => {
  it('keeps a relation a relation through later edits', () => {
    let spec = start('A workout log with exercises, sets, reps and weight');
    expect(field(spec, 'ExerciseSet', 'workout')).toMatchObject({
      type: 'relation',
      relation: 'Workout',
    });
    for (const prompt of [
      'add a notes field to workouts',
      'make it purple',
      'add search',
      'rename the app to Lift Club',
    ]) {
      spec = edit(spec, prompt).spec;
      expect(field(spec, 'ExerciseSet', 'workout'), prompt).toMatchObject({
        type: 'relation',
        relation: 'Workout',
      });
    }
  });

  it('finds the records by their kind: "tasks" in an app of todos', () => {
    const spec = start('a todo app');
    expect(spec.entities.map((candidate) => candidate.name)).toEqual(['Todo']);
    const again = edit(spec, 'add a due date to tasks');
    expect(again.spec.entities[0]?.fields).toEqual(spec.entities[0]?.fields);
    expect(again.notes[0]).toBe('Todos already have a due date field');
    const added = edit(spec, 'add a location to tasks').spec;
    expect(field(added, 'Todo', 'location')?.type).toBe('location');
    expect(added.entities[0]?.fields.map((candidate) => candidate.name)).not.toContain(
      'locationToTasks',
    );
  });

  it('reads choices said after the field', () => {
    const spec = start('an app to track my houseplants');
    const colon = edit(spec, 'add a size to plants: small, medium, large').spec;
    expect(field(colon, 'Houseplant', 'size')).toMatchObject({
      type: 'enum',
      options: ['Small', 'Medium', 'Large'],
    });
    const named = edit(spec, 'add a pot field with options clay, plastic or ceramic').spec;
    expect(field(named, 'Houseplant', 'pot')).toMatchObject({
      type: 'enum',
      options: ['Clay', 'Plastic', 'Ceramic'],
    });
    expect(named.entities).toHaveLength(spec.entities.length);
  });

  it('changes the choices of an existing select instead of adding a field or an entity', () => {
    const spec = start('An app to track books I read');
    const result = edit(spec, 'add a genre field with options fiction, non-fiction and poetry');
    expect(result.spec.entities.map((candidate) => candidate.name)).toEqual(['Book']);
    expect(field(result.spec, 'Book', 'genre')?.options).toEqual([
      'Fiction',
      'Non-fiction',
      'Poetry',
    ]);
    expect(result.notes[0]).toMatch(/genre choices/);
  });

  it('adds what "tasks should have …" and "give clients …" ask for', () => {
    const tasks = edit(
      start('Build a task manager app'),
      'I want each task to have an estimate in hours',
    ).spec;
    expect(field(tasks, 'Task', 'estimate')).toMatchObject({ type: 'number', unit: 'h' });
    const clients = edit(start('a CRM for my clients'), 'give clients a birthday').spec;
    expect(field(clients, 'Client', 'birthday')?.type).toBe('date');
  });

  it('renames an entity, and the relations that point at it follow', () => {
    const spec = start('A workout log with exercises, sets, reps and weight');
    const result = edit(spec, 'rename workouts to trainings');
    expect(result.spec.entities.map((candidate) => candidate.name)).toEqual([
      'Training',
      'ExerciseSet',
    ]);
    expect(field(result.spec, 'ExerciseSet', 'training')).toMatchObject({
      type: 'relation',
      relation: 'Training',
    });
    expect(result.spec.screens.some((screen) => screen.entity === 'Workout')).toBe(false);
    expect(result.notes[0]).toBe('Renamed workouts to trainings');
  });

  it('adds an entity named with the word "entity"', () => {
    const spec = edit(
      start('An app to track books I read'),
      'add an Author entity with name and country',
    ).spec;
    expect(entity(spec, 'Author')?.fields.map((candidate) => candidate.name)).toEqual([
      'name',
      'country',
    ]);
  });

  it('turns dark mode on and off from "make it dark" / "make it light"', () => {
    const dark = edit(start('a recipe app'), 'make the app dark');
    expect(dark.spec.features).toContain('darkMode');
    expect(edit(dark.spec, 'make it light').spec.features).not.toContain('darkMode');
  });

  it('makes a field required or optional, but keeps the title required', () => {
    const spec = start('a recipe app');
    expect(
      field(edit(spec, 'make the cooking time required').spec, 'Recipe', 'cookingTime')?.required,
    ).toBe(true);
    const kept = edit(spec, 'make the name optional');
    expect(field(kept.spec, 'Recipe', 'name')?.required).toBe(true);
    expect(kept.notes[0]).toMatch(/^Kept the name field required/);
  });

  it('says what it could not find or does not build, instead of "no change recognised"', () => {
    const spec = start('a recipe app');
    expect(edit(spec, 'delete the notes field from recipes').notes[0]).toBe(
      'Found no field, list or screen called “notes” to remove',
    );
    const login = edit(spec, 'Add user login');
    expect(login.spec).toEqual(spec);
    expect(login.notes[0]).toMatch(/^Sign-in and user accounts are not generated/);
  });

  it('does not add a field the records already keep under a longer or shorter name', () => {
    const spec = start('an expense tracker');
    const result = edit(spec, 'add a receipt photo');
    expect(result.spec.entities[0]?.fields).toEqual(spec.entities[0]?.fields);
    expect(result.notes[0]).toBe('Expenses already have a receipt field');
  });

  it('links records when the new field names another record type of the app', () => {
    const withTrips = edit(
      start('an expense tracker'),
      'add a Trip entity with name, start date and budget',
    ).spec;
    const linked = edit(withTrips, 'each expense should have a trip');
    expect(field(linked.spec, 'Expense', 'trip')).toMatchObject({
      type: 'relation',
      relation: 'Trip',
    });
    expect(linked.notes[0]).toBe('Added the trip field (link to trips) to expenses');
  });

  it('says when the navigation asked for is already there', () => {
    const spec = start('an expense tracker');
    expect(spec.navigation).toBe('tabs');
    expect(edit(spec, 'use tabs').notes[0]).toBe('Tab navigation: already on, nothing to change');
  });

  it('adds a record type and links the records to it in one message', () => {
    const result = edit(
      start('Build a task manager app'),
      'add projects with a name and a color, and link tasks to projects',
    );
    expect(entity(result.spec, 'Project')?.fields.map((candidate) => candidate.name)).toEqual([
      'name',
      'color',
    ]);
    expect(field(result.spec, 'Task', 'project')).toMatchObject({
      type: 'relation',
      relation: 'Project',
    });
    expect(result.notes).toEqual([
      'Added projects with name, color',
      'Linked tasks to projects: each picks one of them',
    ]);
  });

  it('turns on a feature named in a sentence, and points to Restore for undo', () => {
    const spec = start('a recipe app');
    expect(spec.features).not.toContain('sorting');
    expect(
      edit(spec, 'I would like the recipes to be sorted by cooking time').spec.features,
    ).toContain('sorting');
    const undo = edit(spec, 'undo that');
    expect(undo.spec).toEqual(spec);
    expect(undo.notes[0]).toMatch(/Restore/);
  });

  it('"make it a recipe app" starts over, "make it a purple app" recolours', () => {
    const spec = start('Build a task manager app');
    const purple = edit(spec, 'make it a purple app');
    expect(purple.spec.entities).toEqual(spec.entities);
    expect(purple.spec.theme.primaryColor).not.toBe(spec.theme.primaryColor);
    const recipes = edit(spec, 'make it a recipe app');
    expect(recipes.spec.entities.map((candidate) => candidate.name)).toEqual(['Recipe']);
    expect(recipes.notes[0]).toMatch(/^Started a new app/);
  });

  it('does every change of a message with several', () => {
    const result = edit(
      start('a recipe app'),
      'Please add a calories field, remove the source field and switch to tabs',
    );
    expect(field(result.spec, 'Recipe', 'calories')?.type).toBe('number');
    expect(field(result.spec, 'Recipe', 'source')).toBeUndefined();
    expect(result.spec.navigation).toBe('tabs');
    expect(result.notes).toEqual([
      'Added the calories field (number) to recipes',
      'Removed the source field from recipes',
      'Switched to tab navigation',
    ]);
    const linked = edit(
      start('a recipe app'),
      'add a Category entity with name and color, then link recipes to categories',
    );
    expect(field(linked.spec, 'Recipe', 'category')).toMatchObject({
      type: 'relation',
      relation: 'Category',
    });
  });

  it('reads a colour after "accent colour", a black background as dark mode, and a bare app description as a new app', () => {
    const spec = start('a recipe app');
    expect(edit(spec, 'make the accent colour gold').spec.theme.secondaryColor).toBe('#CA8A04');
    const black = edit(spec, 'change the background to black').spec;
    expect(black.features).toContain('darkMode');
    expect(black.theme).toEqual(spec.theme);
    expect(edit(spec, 'a gold medal tracker').notes[0]).toMatch(
      /^Started a new app: Gold Medal Tracker/,
    );
  });

  it('removes a field named in the plural', () => {
    const spec = edit(start('An app to track books I read'), 'remove ratings').spec;
    expect(field(spec, 'Book', 'rating')).toBeUndefined();
  });
});
