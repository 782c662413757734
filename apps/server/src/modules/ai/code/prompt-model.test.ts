import { describe, expect, it } from 'vitest';
import { fieldIdent, typeIdent } from './code-names';
import type { FieldKind } from './code-recipe';
import { readEntity } from './prompt-model';

/** The entity as "Name: field kind, field kind" for compact expectations. */
function summary(prompt: string): string {
  const entity = readEntity(prompt);
  return `${entity.name}: ${entity.fields.map((field) => `${field.name} ${field.kind}`).join(', ')}`;
}

describe('readEntity', () => {
  it.each([
    [
      'a user model with email, password and birth date',
      'User: email email, password text, birthDate date',
    ],
    [
      'REST client for products with title, price and in stock',
      'Product: title text, price money, inStock bool',
    ],
    [
      'a struct for a recipe with name, servings and cook time',
      'Recipe: name text, servings int, cookTime int',
    ],
    ['a Task type with title, due date and done', 'Task: title text, dueDate date, done bool'],
    ['model for invoices: number, amount, paid', 'Invoice: number int, amount money, paid bool'],
    ['Kotlin data class Person(name, age)', 'Person: name text, age int'],
    [
      'Person(name: String, age: Int, height: Double, tags: List<String>)',
      'Person: name text, age int, height decimal, tags list',
    ],
    [
      'Write a Swift struct for an event with a title, the start time, website and created at',
      'Event: title text, startTime dateTime, website url, createdAt dateTime',
    ],
    [
      'REST client with retry and timeout for products with title and price',
      'Product: title text, price money',
    ],
    ['persist notes with title and body', 'Note: title text, body text'],
    ['save tasks on the device with title and done', 'Task: title text, done bool'],
    ['store recipes in SQLite with name and servings', 'Recipe: name text, servings int'],
    ['format invoices with amount and due date', 'Invoice: amount money, dueDate date'],
    ['auth token handling for users with email', 'User: email email'],
    [
      'import a CSV of contacts with name, email and phone',
      'Contact: name text, email email, phone text',
    ],
  ])('reads %j', (prompt, expected) => {
    expect(summary(prompt)).toBe(expected);
  });

  it('marks "cook time" as a whole number of minutes', () => {
    const cookTime = readEntity('a struct for a recipe with name, servings and cook time')
      .fields[2];
    expect(cookTime).toEqual({
      name: 'cookTime',
      label: 'cook time',
      kind: 'int',
      unit: 'minutes',
    });
  });

  it('singularises the subject and names its plural in camelCase', () => {
    expect(readEntity('paginated list of blog posts')).toMatchObject({
      name: 'BlogPost',
      plural: 'blogPosts',
    });
    expect(readEntity('CRUD endpoint for people')).toMatchObject({
      name: 'Person',
      plural: 'people',
    });
  });

  it('stands in id, name and createdAt when the prompt names no fields, and says so', () => {
    const entity = readEntity('CRUD endpoint for todos');
    expect(entity.name).toBe('Todo');
    expect(entity.defaultFields).toBe(true);
    expect(entity.fields.map((field) => field.name)).toEqual(['id', 'name', 'createdAt']);
  });

  it('stands in Item when nothing in the prompt is a subject', () => {
    expect(readEntity('debounce and throttle functions in Rust')).toMatchObject({
      name: 'Item',
      defaultName: true,
    });
  });

  it('strips accents and apostrophes and prefixes a leading digit', () => {
    const entity = readEntity("a model for crème brûlées with chef's name and 2fa code");
    expect(entity.name).toBe('CremeBrulee');
    expect(entity.fields.map((field) => field.name)).toEqual(['chefsName', 'n2faCode']);
  });

  it('keeps names the languages reserve usable: a suffix where needed, the JSON key unchanged', () => {
    const entity = readEntity('a struct for a lesson with default, return and in stock');
    const [defaultField, returnField] = entity.fields;
    expect(defaultField?.name).toBe('default');
    expect(fieldIdent('swift', defaultField!)).toBe('default_');
    expect(fieldIdent('kotlin', returnField!)).toBe('return_');
    expect(fieldIdent('python', returnField!)).toBe('return_');
    expect(fieldIdent('rust', entity.fields[2]!)).toBe('in_stock');
    expect(fieldIdent('typescript', defaultField!)).toBe('default');
  });

  it('renames an entity whose name the language already uses', () => {
    const task = readEntity('a Task type with title');
    expect(typeIdent('swift', task)).toBe('TaskItem');
    expect(typeIdent('typescript', task)).toBe('Task');
    expect(typeIdent('rust', readEntity('a Result struct with score'))).toBe('ResultItem');
  });

  it('reads kinds from the words of each field', () => {
    const kinds = (prompt: string): FieldKind[] =>
      readEntity(prompt).fields.map((field) => field.kind);
    expect(
      kinds('an order with total, quantity, weight, email address, shipped on and tags'),
    ).toEqual(['money', 'int', 'decimal', 'email', 'date', 'list']);
  });
});
