import { execFile, type ExecFileException } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A first frame is one decode; anything slower than this is a file ffmpeg is stuck on. */
const FRAME_TIMEOUT_MS = 20_000;
const VERSION_TIMEOUT_MS = 5_000;
/** The frame comes back as a PNG no larger than the 640 px box below, far under this. */
const MAX_FRAME_BYTES = 32 * 1024 * 1024;

export interface FfmpegOptions {
  /** The ffmpeg binary to run; the one `@ffmpeg-installer/ffmpeg` installed when omitted. */
  ffmpegPath?: string;
}

let installed: { path: string } | { error: string } | undefined;

/** The binary to run; throws why there is none. */
function binaryOf(options: FfmpegOptions): string {
  if (options.ffmpegPath) return options.ffmpegPath;
  if (!installed) {
    try {
      // Loaded lazily: the installer's module throws when no binary exists for this platform.
      const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as {
        path: string;
      };
      installed = { path: installer.path };
    } catch (error) {
      installed = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  if ('error' in installed) throw new Error(installed.error);
  return installed.path;
}

/** Why a run failed, in words for the person whose file it was (no command lines or paths). */
function failureReason(error: ExecFileException, stderr: string, timeout: number): string {
  if (error.killed) return `it took longer than ${timeout / 1000} s`;
  if (error.code === 'ENOENT') return 'the ffmpeg program was not found';
  if (typeof error.code === 'string') return `the ffmpeg program could not start (${error.code})`;
  const lastLine = stderr.trim().split('\n').at(-1);
  return `ffmpeg stopped with exit code ${error.code ?? 'unknown'}${lastLine ? `: ${lastLine}` : ''}`;
}

function run(file: string, args: string[], timeout: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { encoding: 'buffer', timeout, maxBuffer: MAX_FRAME_BYTES, windowsHide: true },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        reject(new Error(failureReason(error, stderr.toString('utf8'), timeout)));
      },
    );
  });
}

/** Why ffmpeg cannot run here, or null when it runs. */
async function probe(options: FfmpegOptions): Promise<string | null> {
  try {
    await run(binaryOf(options), ['-version'], VERSION_TIMEOUT_MS);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const probes = new Map<string, Promise<string | null>>();

/** Why ffmpeg cannot run, or null when it can; asked once per binary for the life of the process. */
export function ffmpegUnavailableReason(options: FfmpegOptions = {}): Promise<string | null> {
  const key = options.ffmpegPath ?? '';
  let probed = probes.get(key);
  if (!probed) {
    probed = probe(options);
    probes.set(key, probed);
  }
  return probed;
}

export async function ffmpegAvailable(options: FfmpegOptions = {}): Promise<boolean> {
  return (await ffmpegUnavailableReason(options)) === null;
}

/**
 * The video's first frame as a PNG, scaled into a 640 px box. The video goes through a temp file
 * because MP4s with their index at the end cannot be read from a pipe.
 */
export async function firstVideoFrame(video: Buffer, options: FfmpegOptions = {}): Promise<Buffer> {
  const binary = binaryOf(options);
  const dir = await mkdtemp(join(tmpdir(), 'appforge-frame-'));
  const input = join(dir, 'video');
  try {
    await writeFile(input, video);
    const box = "scale='min(640,iw)':'min(640,ih)':force_original_aspect_ratio=decrease";
    const args = ['-v', 'error', '-nostdin', '-i', input, '-frames:v', '1', '-vf', box];
    return await run(
      binary,
      [...args, '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1'],
      FRAME_TIMEOUT_MS,
    );
  } catch (error) {
    // ffmpeg names its input in its messages; the temp path means nothing to anyone
    throw new Error((error as Error).message.replaceAll(input, 'the video'), { cause: error });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
