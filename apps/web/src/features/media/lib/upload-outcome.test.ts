import { describe, expect, it } from 'vitest';
import { aMediaFile } from '../testing/media-fixtures';
import { uploadOutcomeHeadline } from './upload-outcome';

const refused = (originalName: string) => ({ originalName, reason: 'It is not supported.' });

describe('uploadOutcomeHeadline', () => {
  it('counts the stored files', () => {
    expect(uploadOutcomeHeadline({ uploaded: [aMediaFile()], refused: [] })).toBe(
      '1 file uploaded',
    );
  });

  it('counts the refused files next to the stored ones', () => {
    const uploaded = [aMediaFile(), aMediaFile({ originalName: 'b.png' })];
    expect(uploadOutcomeHeadline({ uploaded, refused: [refused('x.svg'), refused('y.svg')] })).toBe(
      '2 files uploaded, 2 refused',
    );
  });

  it('says so when nothing was stored', () => {
    expect(uploadOutcomeHeadline({ uploaded: [], refused: [refused('x.svg')] })).toBe(
      'No files uploaded, 1 refused',
    );
  });
});
