import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/** What an archive entry may not be called: path separators, characters Windows refuses, controls. */
// eslint-disable-next-line no-control-regex -- control characters are what is replaced
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001F\u007F<>:"/\\|?*]/g;

/** A name safe to unpack anywhere: no folders, no leading dots, no characters a system refuses. */
export function archiveEntryName(originalName: string): string {
  const base = originalName.split(/[/\\]/).at(-1) ?? '';
  const cleaned = base
    .replace(UNSAFE_NAME_CHARACTERS, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  return cleaned.slice(-200) || 'file';
}

/**
 * Gives every name in the archive once, case-insensitively (as Windows and macOS unpack):
 * the second `photo.png` becomes `photo (2).png`.
 */
export function uniqueNames() {
  const taken = new Set<string>();
  return (name: string): string => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1)
      candidate = `${stem} (${copy})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

/**
 * A zip written to `path` as files are added, one at a time and stored as they are (media is
 * already compressed), so memory holds a chunk, not the archive.
 */
export function createArchiveWriter(path: string) {
  const out = createWriteStream(path);
  let failure: Error | undefined;
  out.on('error', (error) => {
    failure = error;
  });
  const finished = new Promise<void>((resolve, reject) => {
    out.on('close', () => (failure ? reject(failure) : resolve()));
  });
  // Awaited by finish(); an aborted archive's failure is nobody's to hear.
  finished.catch(() => {});
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const names = uniqueNames();

  return {
    /** Adds one file from its stream; answers the name it was given in the archive. */
    async add(originalName: string, content: Readable, modifiedAt: Date): Promise<string> {
      const name = names(archiveEntryName(originalName));
      const entry = new ZipPassThrough(name);
      entry.mtime = modifiedAt;
      zip.add(entry);
      for await (const chunk of content) {
        if (failure) throw failure;
        entry.push(chunk as Uint8Array);
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      entry.push(new Uint8Array(0), true);
      return name;
    },
    async finish(): Promise<void> {
      zip.end();
      await finished;
    },
    async abort(): Promise<void> {
      zip.terminate();
      out.destroy();
      // after 'close', so a file still being opened cannot appear once removed
      await finished.catch(() => {});
      await rm(path, { force: true });
    },
  };
}
