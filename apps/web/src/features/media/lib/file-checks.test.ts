import { MEDIA_MAX_FILE_BYTES } from '@appforge/shared/contracts/media';
import { describe, expect, it } from 'vitest';
import { checkFiles, refusalOf } from './file-checks';

const aFile = (name: string, type: string, size = 1024) =>
  new File([new Uint8Array(size)], name, { type });

describe('refusalOf', () => {
  it('accepts the seven supported types up to 10MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(refusalOf({ type, size: MEDIA_MAX_FILE_BYTES })).toBeNull();
    }
    for (const type of ['video/mp4', 'video/webm', 'application/pdf']) {
      expect(refusalOf({ type, size: 1 })).toBeNull();
    }
  });

  it('refuses other types, one byte over 10MB and empty files', () => {
    expect(refusalOf({ type: 'image/svg+xml', size: 10 })).toBe(
      'Its type is not supported (JPEG, PNG, GIF, WebP, MP4, WebM, PDF).',
    );
    expect(refusalOf({ type: '', size: 10 })).toMatch(/^Its type is not supported/);
    expect(refusalOf({ type: 'image/png', size: MEDIA_MAX_FILE_BYTES + 1 })).toBe(
      'It is larger than the 10MB maximum.',
    );
    expect(refusalOf({ type: 'image/png', size: 0 })).toBe('The file is empty.');
  });
});

describe('checkFiles', () => {
  it('keeps the good files in order and names each refused one with its reason', () => {
    const png = aFile('a.png', 'image/png');
    const pdf = aFile('b.pdf', 'application/pdf');
    const result = checkFiles([png, aFile('x.svg', 'image/svg+xml'), pdf]);
    expect(result.accepted).toEqual([png, pdf]);
    expect(result.refused).toEqual([
      { originalName: 'x.svg', reason: expect.stringMatching(/^Its type is not supported/) },
    ]);
  });

  it('refuses the files past 20 in one upload', () => {
    const files = Array.from({ length: 22 }, (_, index) => aFile(`${index}.png`, 'image/png', 1));
    const result = checkFiles(files);
    expect(result.accepted).toHaveLength(20);
    expect(result.refused.map((file) => file.originalName)).toEqual(['20.png', '21.png']);
    expect(result.refused[0]!.reason).toBe(
      'One upload carries at most 20 files; send this one again on its own.',
    );
  });
});
