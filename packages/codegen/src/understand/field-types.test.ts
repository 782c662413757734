import { describe, expect, it } from 'vitest';
import { fieldFromPhrase } from './fields.ts';
import { understand } from './understand.ts';

describe('what is charged per hour or day', () => {
  it.each(['hourly rate', 'day rate', 'nightly rate', 'callout rate'])('%s is money', (phrase) => {
    expect(fieldFromPhrase(phrase, [])?.type).toBe('currency');
  });

  it.each(['heart rate', 'interest rate', 'flow rate'])('…but %s is a number', (phrase) => {
    expect(fieldFromPhrase(phrase, [])?.type).toBe('number');
  });
});

describe('a yes or no said after the name', () => {
  it.each([
    ['queen seen y/n', 'Queen seen'],
    ['learned yes/no', 'Learned'],
    ['paid or not', 'Paid'],
    ['signed?', 'Signed'],
    ['vaccinated (yes or no)', 'Vaccinated'],
    ['delivered true/false', 'Delivered'],
  ])('"%s" is the switch %s', (phrase, label) => {
    expect(fieldFromPhrase(phrase, [])).toMatchObject({ type: 'boolean', label });
  });

  it('…but a list of choices after a slash stays a choice', () => {
    expect(fieldFromPhrase('size s/m/l', [])?.type).toBe('enum');
  });
});

describe('an example amount', () => {
  it.each([
    ['a goal like $5000', 'goal', 'currency', 'USD'],
    ['a target e.g. 40', 'target', 'number', undefined],
    ['a budget such as £250 a month', 'budget', 'currency', 'GBP'],
  ])('"%s" says the type, not the name', (phrase, name, type, unit) => {
    const field = fieldFromPhrase(phrase, []);
    expect(field).toMatchObject({ name, type });
    expect(field?.unit).toBe(unit);
  });
});

describe('a date said by what it is', () => {
  it.each([
    ['a date the response is due by', 'Due date'],
    ['the date it must be back by', 'Return date'],
    ['the day the deposit is paid', 'Paid date'],
  ])('"%s" is the date %s', (phrase, label) => {
    expect(fieldFromPhrase(phrase, [])).toMatchObject({ type: 'date', label });
  });
});

describe('what an application keeps', () => {
  it.each([
    ['application deadline', 'date'],
    ['application fee', 'currency'],
    ['application date', 'date'],
  ])('%s is a value of the record applied with', (phrase, type) => {
    expect(fieldFromPhrase(phrase, [])?.type).toBe(type);
  });

  it.each(['application', 'application screen', 'application theme'])(
    '…but %s is the app',
    (phrase) => {
      expect(fieldFromPhrase(phrase, [])).toBeUndefined();
    },
  );
});

describe('how many are held', () => {
  it.each(["how many we've got", 'how many of each I have', 'how much of it we keep'])(
    '"%s" is the quantity',
    (phrase) => {
      expect(fieldFromPhrase(phrase, [])).toMatchObject({ type: 'number', label: 'Quantity' });
    },
  );
});

describe('a date said with a note in parentheses', () => {
  it.each([
    ['booster date (6 months for puppies, 12 for adults)', 'Booster date'],
    ['renewal date (1 year for members, 2 for life members)', 'Renewal date'],
    ['due date (30 days for invoices, 14 for quotes)', 'Due date'],
  ])('"%s" is still a date', (phrase, label) => {
    expect(fieldFromPhrase(phrase, [])).toMatchObject({ type: 'date', label });
  });
});

describe('the point where stock is bought again', () => {
  it.each([
    'the level where I need to order more',
    'the point at which we should restock',
    'when to reorder',
  ])('"%s" is the reorder level', (phrase) => {
    expect(fieldFromPhrase(phrase, [])).toMatchObject({ type: 'number', label: 'Reorder level' });
  });
});

describe('a total of things, not money', () => {
  it.each(['the total pieces', 'total stitches', 'total exercises'])(
    '"%s" is a number',
    (phrase) => {
      expect(fieldFromPhrase(phrase, [])?.type).toBe('number');
    },
  );

  it.each(['total cost', 'total'])('…but "%s" is money', (phrase) => {
    expect(fieldFromPhrase(phrase, [])?.type).toBe('currency');
  });
});

describe('an amount of things so far, or needed', () => {
  it.each([
    ["how many I've done", 'Done'],
    ['how many pages she has read so far', 'Pages read'],
    ['how many rows we have knitted', 'Rows knitted'],
    ['how many stickers it needs in total', 'Stickers needed'],
    ['how many hours are required', 'Hours needed'],
    ['how many visits they need', 'Visits needed'],
  ])('"%s" is the number %s', (phrase, label) => {
    expect(fieldFromPhrase(phrase, [])).toMatchObject({ type: 'number', label, required: false });
  });
});

describe('a value named by its unit alone', () => {
  it.each(['metres', 'meters', 'cm', 'mm', 'grams', 'kilos'])('%s is a number', (phrase) => {
    expect(fieldFromPhrase(phrase, [])?.type).toBe('number');
  });

  it('is asked of as a number: "each jump (metres, date)", the longest of each', () => {
    const { spec } = understand(
      'Pole vault squad: my vaulters and every jump they clear (metres, date). Show the highest jump of each vaulter.',
    );
    const jump = spec.entities.find((entity) => entity.name === 'Jump');
    expect(jump?.fields.find((field) => field.name === 'metres')?.type).toBe('number');
  });
});
