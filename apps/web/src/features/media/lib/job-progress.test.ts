import { describe, expect, it } from 'vitest';
import { aJob } from '../testing/media-fixtures';
import { jobCountText, jobPercent, jobStatusText } from './job-progress';

describe('job progress', () => {
  it('measures the files done against the total', () => {
    expect(jobPercent(aJob({ total: 4, completed: 1 }))).toBe(25);
    expect(jobPercent(aJob({ total: 0, completed: 0 }))).toBe(100);
    expect(jobCountText(aJob({ total: 1, completed: 0 }))).toBe('0 of 1 file');
  });

  it('says whether the job runs, ended or stopped', () => {
    expect(jobStatusText(aJob({ total: 5, completed: 3 }))).toBe('Working · 3 of 5 files');
    const skipped = [{ fileId: aJob().id, originalName: 'clip.mp4', reason: 'no ffmpeg' }];
    expect(jobStatusText(aJob({ status: 'completed', total: 5, completed: 5, skipped }))).toBe(
      'Done · 5 of 5 files, 1 skipped',
    );
    expect(jobStatusText(aJob({ status: 'completed', total: 0 }))).toBe(
      'Done · there were no files to process',
    );
    expect(jobStatusText(aJob({ status: 'failed', error: 'Disk full' }))).toBe(
      'Stopped: Disk full',
    );
  });
});
