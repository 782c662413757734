import { describe, expect, it } from 'vitest';
import { modelOf } from './model-test-kit.ts';

describe('"at each Y\'s <place>"', () => {
  it.each([
    ['customers and the tanks at each customer’s property', 'customer tank | tank>customer'],
    ['families and the pets in each family’s home', 'family pet | pet>family'],
    [
      'clients, the bins at each client’s house, and collections of one bin',
      'bin client collection | bin>client collection>bin',
    ],
  ])('is where Y is, not a record of its own: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('a sentence in parentheses', () => {
  it.each([
    [
      'papers, the authors (a paper has several authors and most authors have written lots of papers), journals and notes on each paper',
      'author journal note paper | author<>paper note>paper',
    ],
    [
      'runs, mushers and dogs (a dog goes on loads of runs and each run has a team of dogs), and guests',
      'dog guest musher run | dog<>run',
    ],
    [
      'shows, presenters (a show can have 2 presenters and some presenters do more than one show) and episodes of each show',
      'episode presenter show | episode>show presenter<>show',
    ],
  ])('is read as a sentence of its own: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"off" between two phrases', () => {
  it.each([
    ['warps and the pieces woven off each warp', 'piece warp | piece>warp'],
    ['trays and harvests off a tray (grams, date)', 'harvest tray | harvest>tray'],
    ['boats and the fish landed off each boat', 'boat fish | fish>boat'],
  ])('places one record on another: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('…but a verb\'s "off" is its particle', () => {
    expect(
      modelOf(
        'customers and washes that customers drop off (weight), each wash done in one machine, and machines',
      ),
    ).toBe('customer machine wash | wash>customer wash>machine');
  });
});

describe('"the Xs in each Y each <done> by one Z"', () => {
  it.each([
    [
      'the sermons in each series each preached by one preacher, series and preachers',
      'preacher series sermon | sermon>preacher sermon>series',
    ],
    [
      'farms, the fields on each farm each ploughed by one driver, and drivers',
      'driver farm field | field>driver field>farm',
    ],
    [
      'clubs, the teams in each club each coached by one coach, and coaches',
      'club coach team | team>club team>coach',
    ],
  ])('says it of each X: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});
