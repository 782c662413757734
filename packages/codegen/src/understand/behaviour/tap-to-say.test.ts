import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

/**
 * "one tap to say the parcel has arrived": a tap that says a record reached a state marks it so;
 * the tap itself is never a record or a field.
 */

const doneTapsOf = (prompt: string) =>
  understand(prompt).spec.entities.flatMap((entity) =>
    (entity.actions ?? []).map((action) => `${entity.name}.${action.kind} ${action.label}`),
  );

describe('a tap to say a record is in a state', () => {
  it.each([
    [
      'list each parcel I send (who to, carrier) with one tap to say it has arrived',
      ['Parcel.markDone Mark arrived'],
    ],
    [
      'my library books with due dates, one tap to say a book is returned',
      ['LibraryBook.markDone Mark returned'],
    ],
    [
      'plants I sell online: orders with buyer and plant, and a button to show an order has been shipped',
      ['Order.markDone Mark shipped'],
    ],
    [
      'wedding gifts (who from, what it is) with a tap to say the thank-you note is written and sent',
      ['WeddingGift.markDone Mark sent'],
    ],
  ])('%s', (prompt, expected) => {
    expect(doneTapsOf(prompt)).toEqual(expected);
  });

  it.each([
    "reading plan: one tap to say I did today's reading",
    'my library books with due dates, one tap to say a book is returned',
    'sleep log with a single click to say I went to bed',
  ])('"%s" keeps no tap as a record or a field', (prompt) => {
    const words = understand(prompt).spec.entities.flatMap((entity) => [
      entity.name,
      ...entity.fields.map((field) => field.name),
    ]);
    expect(words.filter((word) => /tap|click/i.test(word))).toEqual([]);
  });
});

describe('a button named by the state it sets', () => {
  it.each([
    [
      'Cleaning jobs: each job has an address and price. When a job is finished I tap done.',
      'Job.markDone Mark done',
    ],
    [
      'Invoices I send to clients with amount and due date; I hit paid when the money arrives.',
      'Invoice.markDone Mark paid',
    ],
    [
      'Alterations shop: each alteration has the customer, the garment and the price, and I press "collected" when they pick it up.',
      'Alteration.markDone Mark collected',
    ],
  ])('%s', (prompt, expected) => {
    expect(doneTapsOf(prompt)).toContain(expected);
  });
});
