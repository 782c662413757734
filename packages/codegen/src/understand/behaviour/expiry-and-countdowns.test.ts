import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/** What has expired is past its date; time left until a date counts down and is no stock. */

const specOf = (prompt: string) => understand(prompt).spec;

describe('expiry and countdowns', () => {
  it.each([
    ['gift vouchers we sold, each with an expiry date; highlight expired vouchers', 'GiftVoucher'],
    [
      'library cards for members with an expiry date, show the ones that have already expired',
      'LibraryCard',
    ],
    ['my passports and visas, show the ones that have expired', 'Passport'],
  ])('"%s": what has expired is flagged past its date', (prompt, owner) => {
    const spec = specOf(prompt);
    const entity = spec.entities.find((candidate) => candidate.name === owner)!;
    const value = entity.computed?.find((candidate) => candidate.kind === 'overdue');
    expect(value).toMatchObject({ label: 'Expired', field: 'expiryDate' });
    // "the ones that have (already) expired" says what happened, not a value the record keeps.
    expect(entity.fields.map((field) => field.name)).not.toContain('alreadyExpired');
    expect(entity.fields.map((field) => field.name)).not.toContain('expired');
  });

  it.each([
    ['concert tickets with the gig date and how many days left until each gig', 'ConcertTicket'],
    [
      'my vintage port bottles, each with a drink-by date, and how many days left until each should be opened',
      'PortBottle',
    ],
    [
      'passport renewals for the family: each passport with its expiry date and the days left until it runs out',
      'Passport',
    ],
  ])('"%s": days left until a date count down and are no stock', (prompt, owner) => {
    const found = behaviourFound(specOf(prompt));
    expect(found).toContain(`${owner}.daysUntil`);
    expect(found.some((item) => item.endsWith('.lowStock'))).toBe(false);
  });
});

describe('"past their pickup date": a date of their own named as gone by', () => {
  it.each([
    [
      "cake orders with a pickup date; flag orders past their pickup date that haven't been collected",
      'CakeOrder.overdue',
      'pickupDate',
    ],
    [
      "dry cleaning: tickets with a ready date, flag tickets past the ready date that aren't picked up",
      'Ticket.overdue',
      'readyDate',
    ],
    [
      'vet reminders: pets and jabs with a booster date - flag jabs past their booster date',
      'Jab.overdue',
      'boosterDate',
    ],
    [
      'fire extinguishers: location, type, next-service date. show the ones past their next-service date',
      'FireExtinguisher.overdue',
      'nextServiceDate',
    ],
    [
      'boilers with a last-checked date and a next-visit date; list boilers past their next-visit date',
      'Boiler.overdue',
      'nextVisitDate',
    ],
    [
      'passports: holder, expiry date, re-issue date. which are past their re-issue date?',
      'Passport.overdue',
      'reIssueDate',
    ],
  ])('makes them overdue by that date: %s', (prompt, found, due) => {
    const spec = specOf(prompt);
    expect(behaviourFound(spec)).toContain(found);
    const owner = spec.entities.find((entity) => entity.name === found.split('.')[0]);
    const value = owner?.computed?.find((candidate) => candidate.kind === 'overdue');
    expect(value?.field).toBe(due);
  });
});

describe('"an expected finish date": a date a record is expected by', () => {
  it.each([
    [
      'kitchen refit: clients and the jobs for each client, with price and an expected finish date. flag any job that is late',
      'Job.overdue',
    ],
    [
      'print shop: customers and print runs for each customer with an expected ready date; highlight print runs that are late',
      'PrintRun.overdue',
    ],
    [
      'custom bikes: riders and the builds for each rider with an expected completion date; flag builds that are late',
      'Build.overdue',
    ],
  ])('is the date it is late after: %s', (prompt, found) => {
    expect(behaviourFound(specOf(prompt))).toEqual([found]);
  });
});

describe('"a promised date", "a target date": the date a record is due by', () => {
  it.each([
    [
      'translations for clients, each with a promised date; which translations are late?',
      'Translation',
    ],
    [
      "upholstery: chairs we're recovering, each with a promised date; show which are late",
      'Chair',
    ],
    ['kitchen fitting: fits with a target date, show fits running late', 'Fit'],
  ])('flags late ones past it: %s', (prompt, owner) => {
    expect(behaviourFound(specOf(prompt))).toContain(`${owner}.overdue`);
  });
});

describe('"how many days remain until", "how many days before"', () => {
  it.each([
    ["exams I'm sitting (subject, exam date). how many days are left until each exam", 'Exam'],
    ['my passports with an expiry date - how many days before each expires?', 'Passport'],
    ['my railcards, each with an expiry date. how many days are left on each one?', 'Railcard'],
    ['the vouchers I was given, with their end date: how many weeks are left on each', 'Voucher'],
    [
      'We enter a few competitions, each with an entry fee and a closing date. Show how many days remain until each closing date.',
      'Competition',
    ],
  ])('"%s": count down to the date, with no count of days kept', (prompt, owner) => {
    const spec = specOf(prompt);
    expect(behaviourFound(spec)).toEqual([`${owner}.daysUntil`]);
    const entity = spec.entities.find((candidate) => candidate.name === owner);
    expect(entity?.fields.map((field) => field.name)).not.toContain('days');
  });
});

describe('done said as "record it as …", overdue as "passed its deadline"', () => {
  it.each([
    [
      'log repair jobs with a due date. record a job as completed when the van is back',
      ['RepairJob.markDone'],
    ],
    [
      'invoices with amount and due date. I set an invoice as paid when the money lands',
      ['Invoice.markDone'],
    ],
    ['parcels with a tracking number. log a parcel as delivered', ['Parcel.markDone']],
    [
      'assignments with a deadline; highlight any assignment that has passed its deadline without being handed in',
      ['Assignment.overdue'],
    ],
    ['permits with an expiry date, flag permits that passed the expiry date', ['Permit.overdue']],
    [
      'grant bids with a submission deadline. list the bids which have passed their deadline',
      ['GrantBid.overdue'],
    ],
  ])('%s', (prompt, expected) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual(expected);
  });

  it.each([
    [
      "Landscaping: five vans, each with an MOT due date. Show how many days until each van's MOT and flag any that have gone past it.",
      ['Van.daysUntil', 'Van.overdue'],
    ],
    [
      'Library: books with a return date. Highlight the ones that have gone past it.',
      ['Book.overdue'],
    ],
    ['Plants, each with a repot date; show which have gone past it.', ['Plant.overdue']],
  ])('"%s": what has gone past its date is overdue', (prompt, expected) => {
    expect(behaviourFound(specOf(prompt))).toEqual(expected);
  });
});
