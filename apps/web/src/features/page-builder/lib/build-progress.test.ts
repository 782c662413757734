import { describe, expect, it } from 'vitest';
import { aJob } from '../testing/page-fixtures';
import { buildCountText, buildMilestone, buildPercent, buildStepText } from './build-progress';

describe('build progress', () => {
  it('turns completed of total into a percentage, never past 100', () => {
    expect(buildPercent(aJob({ completed: 0 }))).toBe(0);
    expect(buildPercent(aJob({ completed: 3 }))).toBe(25);
    expect(buildPercent(aJob({ completed: 12 }))).toBe(100);
    expect(buildPercent(aJob({ completed: 14 }))).toBe(100);
  });

  it('says how many pages are written and which one is being written', () => {
    expect(buildCountText(aJob({ completed: 5 }))).toBe('5 of 12 pages written');
    expect(buildStepText(aJob())).toBe('Starting the build');
    expect(buildStepText(aJob({ completed: 3, currentPageType: 'faq' }))).toBe(
      'Writing the FAQ page',
    );
    expect(buildStepText(aJob({ completed: 12, status: 'completed' }))).toBe(
      'All 12 pages written',
    );
    expect(buildStepText(aJob({ status: 'failed', error: 'x' }))).toBe('Build stopped');
  });

  it('changes its milestone when a page is written or the build ends, not otherwise', () => {
    const running = aJob({ completed: 3, currentPageType: 'faq' });
    expect(buildMilestone({ ...running, currentPageType: 'guide' })).toBe(buildMilestone(running));
    expect(buildMilestone({ ...running, completed: 4 })).not.toBe(buildMilestone(running));
    expect(buildMilestone({ ...running, status: 'failed' })).not.toBe(buildMilestone(running));
  });
});
