import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { modelOf } from '../model/model-test-kit.ts';
import { understand } from '../understand.ts';

/** "start when training begins and stop when it ends": a timer said by when it starts and stops. */
describe('a start and a stop said by when they happen', () => {
  it.each([
    [
      'I coach two netball teams. A button to start when training begins and stop when it ends, for each team, and the total hours per team',
      ['Team.startStop', 'Team.sum'],
    ],
    [
      'We walk dogs for neighbours: start when we set off with a dog and stop when we bring it back, plus the total minutes for each dog',
      ['Dog.startStop', 'Dog.sum'],
    ],
  ])('times each record: %s', (prompt, found) => {
    expect(behaviourFound(understand(prompt).spec)).toEqual(found);
  });

  it('keeps no record of stops', () => {
    expect(modelOf('start when a shift begins and stop when it ends, for each barista')).toBe(
      'barista | ',
    );
  });
});
