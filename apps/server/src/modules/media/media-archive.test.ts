import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { archiveEntryName, createArchiveWriter, uniqueNames } from './media-archive';

describe('archive names', () => {
  it('keeps no folders, leading dots or characters a system refuses', () => {
    expect(archiveEntryName('../../etc/passwd')).toBe('passwd');
    expect(archiveEntryName('C:\\Users\\me\\photo.png')).toBe('photo.png');
    expect(archiveEntryName('..hidden.png')).toBe('hidden.png');
    expect(archiveEntryName('a<b>c:d"e|f?g*h\u0001.png')).toBe('a_b_c_d_e_f_g_h_.png');
    expect(archiveEntryName('...')).toBe('file');
    expect(archiveEntryName('café ☕.jpg')).toBe('café ☕.jpg');
  });

  it('numbers repeated names, ignoring case, before the extension', () => {
    const unique = uniqueNames();
    expect(
      ['photo.png', 'photo.png', 'PHOTO.png', 'photo (2).png', 'notes', 'notes'].map(unique),
    ).toEqual([
      'photo.png',
      'photo (2).png',
      'PHOTO (3).png',
      'photo (2) (2).png',
      'notes',
      'notes (2)',
    ]);
  });
});

describe('createArchiveWriter', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'media-processing-archive-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('streams files into a zip that unpacks to the same bytes under unique names', async () => {
    const path = join(dir, 'out.zip');
    const writer = createArchiveWriter(path);
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const when = new Date('2024-05-01T12:00:00Z');
    expect(
      await writer.add('a.png', Readable.from([big.subarray(0, 1e6), big.subarray(1e6)]), when),
    ).toBe('a.png');
    expect(await writer.add('a.png', Readable.from([Buffer.from('second')]), when)).toBe(
      'a (2).png',
    );
    expect(await writer.add('../x/e.pdf', Readable.from([]), when)).toBe('e.pdf');
    await writer.finish();
    const files = unzipSync(new Uint8Array(await readFile(path)));
    expect(Object.keys(files)).toEqual(['a.png', 'a (2).png', 'e.pdf']);
    expect(Buffer.from(files['a.png'] ?? []).equals(big)).toBe(true);
    expect(Buffer.from(files['a (2).png'] ?? []).toString()).toBe('second');
    expect(files['e.pdf']).toHaveLength(0);
  });

  it('leaves nothing behind when aborted', async () => {
    const path = join(dir, 'out.zip');
    const writer = createArchiveWriter(path);
    await writer.add('a.png', Readable.from([Buffer.from('data')]), new Date());
    await writer.abort();
    await expect(stat(path)).rejects.toThrow(/ENOENT/);
  });
});
