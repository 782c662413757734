import { describe, expect, it } from 'vitest';
import { modelOf, recordsOf } from './model-test-kit.ts';

describe('what is done to a record many times, where the acts are kept', () => {
  it.each([
    [
      'glass studio: vases and firings, a firing holds lots of vases and a vase can be fired more than once',
      'firing vase | firing<>vase',
    ],
    [
      'museum: objects and exhibitions, an exhibition has dozens of objects and an object can be exhibited several times',
      'exhibition object | exhibition<>object',
    ],
    [
      'studio: songs and recordings, a recording has a few songs and a song can be recorded more than once',
      'recording song | recording<>song',
    ],
  ])('is many of those acts for each record: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('leaves an act said to be of one record its own ("a car gets serviced more than once")', () => {
    expect(
      modelOf(
        'garage: cars and services, a service is for one car and a car gets serviced more than once',
      ),
    ).toBe('car service | service>car');
  });
});

describe('", each X" and its verb after what a record has', () => {
  it.each([
    [
      'bakery: ovens and bakes, each oven has several bakes, each bake checked by one baker',
      'bake baker oven | bake>baker bake>oven',
    ],
    [
      'farm: fields and harvests, each field has many harvests, each harvest weighed by one worker',
      'field harvest worker | harvest>field harvest>worker',
    ],
    [
      'fleet: vans and trips, each van has several trips, each trip driven by one driver',
      'driver trip van | trip>driver trip>van',
    ],
  ])('says more of each, not one more thing it has: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });
});

describe('"I record each tank\'s temperature every morning"', () => {
  it.each([
    ["I record each tank's temperature every morning", 'reading tank | reading>tank'],
    ["I log each hive's weight every week", 'hive reading | reading>hive'],
    ["I measure each child's height every few months", 'child reading | reading>child'],
  ])('keeps the figure of each, taken again and again, on readings: %s', (prompt, model) => {
    expect(modelOf(prompt)).toBe(model);
  });

  it('…but "I record each dog\'s weight" is a value of each dog', () => {
    expect(modelOf("I record each dog's weight")).toBe('dog | ');
  });
});

describe('who comes in for what the person keeps one by one', () => {
  it.each([
    ['clients come in for massages. I time each massage', 'client massage'],
    ['patients come in for sessions, and I log each session', 'patient session'],
    ['members sign up for classes and I record each class', 'class member'],
  ])('is kept too: %s', (prompt, records) => {
    expect(recordsOf(prompt).join(' ')).toBe(records);
  });
});
