import {
  MEDIA_MIME_TYPES,
  type BatchKind,
  type MediaFile,
  type MediaJob,
  type MediaMimeType,
  type RejectedFile,
  type VariantKind,
} from '@appforge/shared/contracts/media';
import { vi } from 'vitest';
import { aJob, aMediaFile, statsOf } from './media-fixtures';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  /** The query string's parameters. */
  query?: URLSearchParams;
}

type Answer = (request: SentRequest) => Response | Promise<Response>;

export interface FakeMediaOptions {
  files?: MediaFile[];
  /** Answers that replace the fake server's own, by "METHOD /path". */
  overrides?: Record<string, Answer>;
  /** Holds the upload's answer until it resolves, so a test can look at the bar meanwhile. */
  uploadGate?: Promise<void>;
}

const notFound = () =>
  Response.json({ error: 'not_found', message: 'No such file.' }, { status: 404 });

const isSupported = (type: string): type is MediaMimeType =>
  (MEDIA_MIME_TYPES as readonly string[]).includes(type);

const withVariant = (file: MediaFile, kind: VariantKind, size: number): MediaFile => ({
  ...file,
  variants: [
    ...file.variants.filter((variant) => variant.kind !== kind),
    {
      kind,
      mimeType: kind === 'avif' ? 'image/avif' : 'image/webp',
      size,
      url: `/api/media/${file.id}/variants/${kind}`,
      createdAt: new Date().toISOString(),
    },
  ],
});

const VIDEO_NOTE = 'Video thumbnails are unavailable: ffmpeg could not run here.';

/**
 * A media server in memory behind a stubbed fetch and XMLHttpRequest. Uploads store files whose
 * content is not text (a file starting with "<" is refused as not matching its type); optimizing
 * makes a copy a quarter of the size; video thumbnails are unavailable; a batch job moves on by one
 * file per poll. Every request is recorded.
 */
export function fakeMediaServer(options: FakeMediaOptions = {}) {
  let files = [...(options.files ?? [])];
  const jobs = new Map<string, MediaJob>();
  const sent: SentRequest[] = [];

  const update = (id: string, change: (file: MediaFile) => MediaFile) => {
    files = files.map((file) => (file.id === id ? change(file) : file));
    return files.find((file) => file.id === id);
  };

  async function upload(form: FormData) {
    const stored: MediaFile[] = [];
    const rejected: RejectedFile[] = [];
    for (const entry of form.getAll('files')) {
      const file = entry as File;
      const text = await file.text();
      if (!isSupported(file.type) || text.startsWith('<')) {
        rejected.push({
          originalName: file.name,
          code: 'type_mismatch',
          reason: 'its content is not the type its name says',
        });
        continue;
      }
      stored.push(aMediaFile({ originalName: file.name, size: file.size, mimeType: file.type }));
    }
    files = [...[...stored].reverse(), ...files];
    return Response.json({
      success: rejected.length === 0,
      partial: rejected.length > 0 && stored.length > 0,
      files: stored,
      rejected,
    });
  }

  const batchTargets = (kind: BatchKind) =>
    kind === 'optimize' || kind === 'watermark'
      ? files.filter((file) => file.kind === 'image')
      : kind === 'thumbnails'
        ? files.filter((file) => file.kind !== 'document')
        : files;

  function advance(job: MediaJob): MediaJob {
    const targets = batchTargets(job.kind);
    const completed = Math.min(job.total, job.completed + 1);
    const target = targets[completed - 1];
    const skipped = [...job.skipped];
    if (target && job.kind === 'optimize')
      update(target.id, (file) => withVariant(file, 'webp', file.size / 4));
    if (target && job.kind === 'thumbnails' && target.kind === 'video') {
      skipped.push({ fileId: target.id, originalName: target.originalName, reason: VIDEO_NOTE });
    }
    const done = completed === job.total;
    return {
      ...job,
      completed,
      skipped,
      status: done ? 'completed' : 'running',
      finishedAt: done ? new Date().toISOString() : null,
      resultUrl: done && job.kind === 'archive' ? `/api/media/jobs/${job.id}/archive` : null,
    };
  }

  const routes: Record<string, Answer> = {
    'GET /api/media': () => Response.json({ files }),
    'GET /api/media/stats': () => Response.json(statsOf(files)),
    'GET /api/media/jobs/latest': (request) => {
      const kind = request.query?.get('kind');
      const ofKind = [...jobs.values()].filter((job) => job.kind === kind);
      return Response.json({ job: ofKind.at(-1) ?? null });
    },
  };

  function answerFor(request: SentRequest): Response | Promise<Response> {
    const key = `${request.method} ${request.path}`;
    const override = options.overrides?.[key];
    if (override) return override(request);
    const route = routes[key];
    if (route) return route(request);
    const batch = /^\/api\/media\/batch\/(\w+)$/.exec(request.path);
    if (request.method === 'POST' && batch) {
      const kind = batch[1] as BatchKind;
      const job = aJob({ kind, total: batchTargets(kind).length });
      jobs.set(job.id, job.total === 0 ? advance(job) : job);
      return Response.json({ job: jobs.get(job.id) }, { status: 202 });
    }
    const jobMatch = /^\/api\/media\/jobs\/([\w-]+)$/.exec(request.path);
    const job = jobMatch ? jobs.get(jobMatch[1]!) : undefined;
    if (request.method === 'GET' && job) {
      const next = job.status === 'running' ? advance(job) : job;
      jobs.set(next.id, next);
      return Response.json({ job: next });
    }
    const match = /^\/api\/media\/([\w-]+)(?:\/(\w+))?$/.exec(request.path);
    const file = match ? files.find((item) => item.id === match[1]) : undefined;
    if (!file) return notFound();
    const action = `${request.method} ${match![2] ?? ''}`;
    if (action === 'DELETE ') {
      files = files.filter((item) => item.id !== file.id);
      return new Response(null, { status: 204 });
    }
    if (action === 'POST optimize') {
      const { formats } = request.body as { formats: ('webp' | 'avif')[] };
      let changed = file;
      for (const format of formats)
        changed = withVariant(changed, format, Math.round(file.size / 4));
      return Response.json({ file: update(file.id, () => changed) });
    }
    if (action === 'POST watermark') {
      return Response.json({
        file: update(file.id, (item) => withVariant(item, 'watermarked', item.size)),
      });
    }
    if (action === 'POST thumbnail') {
      const changed: Partial<MediaFile> =
        file.kind === 'video'
          ? { thumbnailStatus: 'unavailable', thumbnailNote: VIDEO_NOTE }
          : { thumbnailStatus: 'ready', thumbnailUrl: `/api/media/${file.id}/thumbnail` };
      return Response.json({ file: update(file.id, (item) => ({ ...item, ...changed })) });
    }
    return notFound();
  }

  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/session') return Response.json({});
      const request: SentRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      return answerFor(request);
    }),
  );

  class FakeXMLHttpRequest {
    readonly upload = new EventTarget();
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private readonly events = new EventTarget();
    private path = '';

    open(_method: string, url: string) {
      this.path = url;
    }

    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }

    send(body: FormData) {
      sent.push({ method: 'POST', path: this.path, body });
      void (async () => {
        const names = body.getAll('files').map((entry) => (entry as File).name);
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded: 1, total: 2 }),
        );
        await options.uploadGate;
        const override = options.overrides?.[`POST ${this.path}`];
        const response = override
          ? await override({ method: 'POST', path: this.path, body: names })
          : await upload(body);
        this.status = response.status;
        this.responseText = await response.text();
        this.events.dispatchEvent(new Event('load'));
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);

  return {
    sent,
    files: () => files,
    /** The requests sent to `METHOD /path`. */
    requestsTo: (key: string) =>
      sent.filter((request) => `${request.method} ${request.path}` === key),
  };
}

/** A file for an input or a drop: `content` decides whether the fake server takes it. */
export const aBrowserFile = (name: string, type: string, content = 'binary-image-bytes') =>
  new File([content], name, { type });
