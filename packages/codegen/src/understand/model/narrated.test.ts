import { describe, expect, it } from 'vitest';
import { preparePrompt } from '../new-app.ts';
import { dataModelOf } from './data-model.ts';
import { modelOf, recordsOf } from './model-test-kit.ts';

describe('"which X did it"', () => {
  it.each([
    [
      'jobs and fitters, and we log which fitter completed the job with the date',
      'fitter job | job>fitter',
    ],
    [
      'tests and technicians, and for every test we note which technician ran it',
      'technician test | test>technician',
    ],
    [
      'orders and drivers, and we note which driver delivered the order',
      'driver order | order>driver',
    ],
  ])('gives the one done its X: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"each time an A <verb> a B" when B is made each time', () => {
  it.each([
    [
      'households and volunteers. each time a household collects a parcel we want to record it with the date and which volunteer packed it',
      'household parcel volunteer | parcel>household parcel>volunteer',
    ],
    [
      'every time a customer places an order I want to record it with the total, and which driver delivered it',
      'customer driver order | order>customer order>driver',
    ],
    [
      'each time a patient gets a prescription we log it (drug, dose) and which doctor signed it',
      'doctor patient prescription | prescription>doctor prescription>patient',
    ],
  ])('keeps each B with its A: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"also" or "then" after "and"', () => {
  it.each([
    ['boats, and also fuel fills per boat (litres, date)', 'boat fill | fill>boat'],
    ['members, and also guest passes per member (date, guest name)', 'member pass | pass>member'],
    ['fields, and then sprayings per field (date, chemical)', 'field spraying | spraying>field'],
  ])('goes on with the list: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a bare noun before a plural opening a sentence', () => {
  it.each([
    ['i keep tanks. also water tests for each tank (ph, date)', 'tank test | test>tank'],
    ['i keep hens. also egg counts for each hen (date)', 'count hen | count>hen'],
    ['i keep cars. also oil changes for each car (date)', 'car change | change>car'],
    ['hens and coops, and daily egg counts per coop', 'coop count hen | count>coop'],
    ['tanks, and weekly water tests per tank (ph)', 'tank test | test>tank'],
    ['cows, and the daily milk yields per cow (litres)', 'cow yield | yield>cow'],
  ])('names the plural: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a plural given values in parentheses inside a clause', () => {
  it.each([
    [
      'volunteers log donations (date, weight) and we register households (agency, needs)',
      ['donation', 'household'],
    ],
    [
      'wardens count birds (species, number) and we also survey hedges (length, state)',
      ['bird', 'hedge'],
    ],
    [
      'coaches run sessions (date, venue) and we register players (age, position)',
      ['player', 'session'],
    ],
  ])('is a record type: %s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });
});

describe('a plural and "be" before a list', () => {
  it.each([
    [
      'donations and donors: donors can be supermarkets or individuals',
      'donation donor | donation>donor',
    ],
    [
      'lessons and tutors, each lesson is given by one tutor; tutors are students or retired teachers',
      'lesson tutor | lesson>tutor',
    ],
    [
      'venues and gigs, every gig is at one venue. venues are pubs, clubs or festivals',
      'gig venue | gig>venue',
    ],
  ])('names the kinds it comes in, not records: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"Xs, which are Ys …" in a list', () => {
  it.each([
    [
      'I need the visits, the visitors, and our hosts, which are local families with an address. Each visitor stays with one host.',
      'host visit visitor | visit>visitor visitor>host',
    ],
    [
      'keep our suppliers, who are small farms nearby, and the deliveries each one makes',
      'delivery supplier | delivery>supplier',
    ],
    [
      'our members, who are all retired teachers, and the trips they go on',
      'member trip | trip>member',
    ],
  ])('says what the Xs are, not another record: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('an act named beside another act and what that one is of', () => {
  it.each([
    [
      'hives, inspections, and harvests per hive (date, kg)',
      'harvest hive inspection | harvest>hive inspection>hive',
    ],
    ['ponds, checks, and fish counts per pond', 'check count pond | check>pond count>pond'],
    ['fields, visits, and soil tests per field (ph)', 'field test visit | test>field visit>field'],
  ])('links to what both are of: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a plural after a plural subject and its verb', () => {
  it.each([
    [
      'members log climbs and each climb is on one route',
      'climb member route | climb>member climb>route',
    ],
    [
      'swimmers log swims and each swim is in one pool',
      'pool swim swimmer | swim>pool swim>swimmer',
    ],
    [
      'walkers log walks (date, miles) and every walk is on one trail',
      'trail walk walker | walk>trail walk>walker',
    ],
  ])('is what the verb acts on: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"about" between two phrases', () => {
  it.each([
    ['traders and complaints about a trader', 'complaint trader | complaint>trader'],
    ['products, and reviews about each product', 'product review | review>product'],
    ['clients and my notes about a client', 'client note | note>client'],
  ])('says what each one is about: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a plural heading its values before a colon', () => {
  it.each([
    ['deliveries: date, address. drivers have a licence', ['delivery', 'driver']],
    ['visits: date, notes. patients have an nhs number', ['patient', 'visit']],
    ['orders: date, total. customers have an address', ['customer', 'order']],
  ])('is a record type: %s', (prompt, records) => {
    expect(recordsOf(prompt)).toEqual(records);
  });
});

describe('"who <did it>" among values', () => {
  it.each([
    [
      'league games: who played white, who played black, result, date. players have a grade',
      'game player | game>player',
    ],
    [
      'lessons: date, topic and who taught it. teachers have a subject',
      'lesson teacher | lesson>teacher',
    ],
    [
      'deliveries: date, address, who drove. drivers have a licence',
      'delivery driver | delivery>driver',
    ],
  ])('links to the people who do it: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a plural that is mostly a value, after values a record has', () => {
  it.each([
    [
      'samples and results: every result belongs to a sample and has test type, value and units',
      'result sample | result>sample',
    ],
    ['readings have a value and units', 'reading | '],
    ['each reading has a date, a value and units', 'reading | '],
  ])('is a value: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"which each …" after a plural and the one it comes off', () => {
  it.each([
    [
      'trays, restaurants, and harvests off a tray (grams, date) which each go to one restaurant',
      'harvest restaurant tray | harvest>restaurant harvest>tray',
    ],
    [
      'walls, and routes on a wall which each have one setter. setters (name)',
      'route setter wall | route>setter route>wall',
    ],
    [
      'hives, and the jars from a hive (weight) that each go to one shop, and shops',
      'hive jar shop | jar>hive jar>shop',
    ],
  ])('speaks of each of the plural: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"the X who did it" inside a "where" clause', () => {
  it.each([
    [
      'aids, borrowers, and loans where one aid goes to one borrower with date out, plus the volunteer who delivered it',
      'aid borrower loan volunteer | loan>aid loan>borrower loan>volunteer',
    ],
    [
      'bikes, riders and hires where one rider takes one bike, and the mechanic who checked it',
      'bike hire mechanic rider | hire>bike hire>mechanic hire>rider',
    ],
    [
      'boats, hirers and holidays where a hirer takes one boat for a week, plus the engineer who serviced it',
      'boat engineer hirer holiday | holiday>boat holiday>engineer holiday>hirer',
    ],
  ])('did it to the record the clause describes: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"which coop she is in"', () => {
  it.each([
    [
      "tracking my hens: each hen (name, breed, hatch date), which coop she's in, and daily egg counts per coop",
      'coop count hen | count>coop hen>coop',
    ],
    ["each dog (name), which kennel he's in, and kennels", 'dog kennel | dog>kennel'],
    ['horses (name, age), which field she is in, and the fields', 'field horse | horse>field'],
  ])('says where each one is, as "it" does: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a verb right after "that"', () => {
  it.each([
    ['batches, and the wheels that come out of each batch (weight)', 'batch wheel | wheel>batch'],
    ['kilns, and the pots that came out of each kiln', 'kiln pot | pot>kiln'],
    ['looms, and the scarves that come off each loom (length)', 'loom scarf | scarf>loom'],
  ])('is the clause’s verb: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a list cut before a clause', () => {
  it.each([
    [
      'families and boxes. we record each box with the date and which volunteer packed it',
      'the date',
    ],
    ['dogs and walks. we note each walk with the route and which walker took it', 'the route'],
    ['vans and trips. each trip is kept with the mileage and which driver had it', 'the mileage'],
  ])('keeps no "and" in its last value: %s', (prompt, value) => {
    const values = [...dataModelOf(preparePrompt(prompt)).values.values()].flat();
    expect(values).toContain(value);
  });
});
