import { describe, expect, it } from 'vitest';
import { behaviourFound } from '../../corpus/behaviour-score.ts';
import { understand } from '../understand.ts';

/**
 * "tap when a group goes into a room and again when they leave", "press once to begin timing": a
 * start / stop timer; a record kept already with a duration keeps the times, and a stop sets only
 * its link and the time, so nothing else of it is required.
 */
const found = (prompt: string) => behaviourFound(understand(prompt).spec);

describe('timers said as taps', () => {
  it.each([
    [
      'escape rooms: tap when a team goes into a room and again when they come out, and keep the minutes for each room',
      'Room.startStop',
    ],
    ['sauna: tap when a guest goes in and again when they leave', 'Guest.startStop'],
    [
      'Pedalo hire: ten pedalos. I tap start when one goes out and stop when it comes back.',
      'Pedalo.startStop',
    ],
    [
      "Kayak hire: kayaks. Hit start when a kayak leaves and stop when it's back; show the total hours per kayak.",
      'Kayak.startStop',
    ],
    [
      'Piano practice: pieces. I press start when I begin a piece and stop when I am done.',
      'Piece.startStop',
    ],
    [
      'my projects and their work sessions (task, minutes). start/stop a timer on each project',
      'Project.startStop',
    ],
  ])('%s', (prompt, action) => {
    expect(found(prompt)).toContain(action);
  });
});
