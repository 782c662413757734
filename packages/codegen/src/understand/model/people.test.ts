import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';
import { linksOf, modelOf } from './model-test-kit.ts';

describe('people named in passing are records', () => {
  it.each([
    ['Gas safety checks, and the engineer who did the check', 'check>engineer'],
    ['Gymnastics app: routines, and the judge who scored it', 'routine>judge'],
    ['Care home app: doses, and the nurse who gave the dose', 'dose>nurse'],
  ])('"the person who did it": what they did is theirs: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['an expense splitter for housemates', 'expense housemate | expense>housemate'],
    [
      'a chore chart for my kids with chores and rewards',
      'chore kid reward | chore>kid reward>kid',
    ],
    [
      'a pet care app for my cats: vet visits and vaccinations',
      'cat vaccination visit | vaccination>cat visit>cat',
    ],
  ])('the people an app is for take part in what it keeps: %s', (prompt, expected) => {
    expect(modelOf(prompt)).toBe(expected);
  });

  it.each([
    ['Pony club app: ponies and their riders', 'pony>rider'],
    ['Harbour app with yachts and their skippers', 'yacht>skipper'],
    ['Stud book: horses, and their breeders', 'horse>breeder'],
  ])('"things and their people": each thing has its person: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });

  it.each([
    ['Coworking app: members and the members\u2019 companies', 'member>company'],
    ["Staff app with employees and the employees' departments", 'employee>department'],
    ["Choir app: singers, and each singer's section", 'singer>section'],
  ])('possessives: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});

describe('the app\u2019s users are not records', () => {
  it.each([
    ['a recipe board where cooks post recipes', 'recipe', 'cooks'],
    ['a photo wall where friends share pictures of their trips', 'trip', 'friends'],
    ['a noticeboard where neighbours post notices', 'notice', 'neighbours'],
  ])('people who only post or share: %s', (prompt, kept, users) => {
    expect(modelOf(prompt).split(' | ')[0]).toBe(kept);
    expect(understand(prompt).notes[0]).toContain(`“${users}”`);
  });

  it.each([
    ['Customers place orders; each order has a delivery address', 'order>customer'],
    ['Patients book appointments with dentists', 'appointment>dentist'],
    ['Suppliers who deliver parts, and parts in each bin', 'part>bin'],
  ])('people said precisely, or acting with others, stay records: %s', (prompt, link) => {
    expect(linksOf(prompt)).toContain(link);
  });
});
