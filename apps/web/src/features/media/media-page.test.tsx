import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBrowserFile, fakeMediaServer } from './testing/fake-media-api';
import { aMediaFile, statsOf } from './testing/media-fixtures';
import { renderMedia } from './testing/render-media';

const statValue = (label: string) =>
  screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;

const chooseFiles = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Files to upload'), { target: { files } });

const PHOTO = aMediaFile({ originalName: 'beach.png', size: 51_200 });
const CLIP = aMediaFile({ originalName: 'clip.mp4', mimeType: 'video/mp4', size: 2_097_152 });

describe('the Media Center', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows 'No files uploaded yet' and zero figures for a new user", async () => {
    fakeMediaServer();
    renderMedia('?tab=gallery');
    expect(await screen.findByRole('heading', { name: 'No files uploaded yet' })).toBeTruthy();
    await waitFor(() => expect(statValue('Images')).toBe('0'));
    expect(statValue('Storage Used')).toBe('0 bytes');
    expect(screen.getByText('0 files')).toBeTruthy();
  });

  it('lists each file with its thumbnail or type icon, size in KB, copies and actions', async () => {
    const optimized = {
      ...PHOTO,
      variants: [
        {
          kind: 'webp' as const,
          mimeType: 'image/webp',
          size: 12_800,
          url: `/api/media/${PHOTO.id}/variants/webp`,
          createdAt: PHOTO.createdAt,
        },
      ],
    };
    fakeMediaServer({ files: [optimized, CLIP] });
    renderMedia('?tab=gallery');
    const photo = await screen.findByRole('article', { name: 'beach.png' });
    expect(within(photo).getByRole('img', { name: 'beach.png' }).getAttribute('src')).toBe(
      `/api/media/${PHOTO.id}/thumbnail`,
    );
    expect(within(photo).getByText('50 KB')).toBeTruthy();
    const copies = within(photo).getByRole('list', { name: 'Copies of beach.png' });
    expect(copies.textContent).toContain('WebP12.5 KBsaves 75%');
    expect(
      within(photo).getByRole('link', { name: 'Download beach.png' }).getAttribute('href'),
    ).toBe(`/api/media/${PHOTO.id}?download=1`);
    const open = within(photo).getByRole('link', { name: 'Open beach.png' });
    expect(open.getAttribute('target')).toBe('_blank');
    const clip = screen.getByRole('article', { name: 'clip.mp4' });
    expect(within(clip).getByRole('img', { name: 'video file' })).toBeTruthy();
    expect(within(clip).getByText('2,048 KB')).toBeTruthy();
    await waitFor(() => expect(statValue('Videos')).toBe('1'));
    expect(screen.getByText('2 files')).toBeTruthy();
  });

  it('refuses an SVG in the browser and reports the server refusing a fake PNG, by name', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = fakeMediaServer();
    renderMedia();
    chooseFiles([
      aBrowserFile('a.png', 'image/png'),
      aBrowserFile('x.svg', 'image/svg+xml', '<svg/>'),
      aBrowserFile('b.jpg', 'image/jpeg'),
      aBrowserFile('fake.png', 'image/png', '<script>alert(1)</script>'),
    ]);
    expect(await screen.findByText('2 files uploaded, 2 refused:')).toBeTruthy();
    const refused = screen.getByRole('list', { name: 'Refused files' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'x.svg — Its type is not supported (JPEG, PNG, GIF, WebP, MP4, WebM, PDF).',
      'fake.png — its content is not the type its name says',
    ]);
    // Only the three files the browser accepted were sent.
    const [upload] = server.requestsTo('POST /api/media/upload');
    expect((upload!.body as FormData).getAll('files').map((file) => (file as File).name)).toEqual([
      'a.png',
      'b.jpg',
      'fake.png',
    ]);
    // spec 02 §8: an upload whose success is not true is logged, and the bar resets at once.
    expect(errors).toHaveBeenCalled();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Gallery' }));
    expect(await screen.findByRole('article', { name: 'a.png' })).toBeTruthy();
    await waitFor(() => expect(statValue('Images')).toBe('2'));
  });

  it('sends nothing when every file is refused in the browser', async () => {
    const server = fakeMediaServer();
    renderMedia();
    chooseFiles([aBrowserFile('big.mp4', 'video/mp4', 'x'.repeat(10 * 1024 * 1024 + 1))]);
    expect(await screen.findByText('No files uploaded, 1 refused:')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Refused files' }).textContent).toBe(
      'big.mp4 — It is larger than the 10MB maximum.',
    );
    expect(server.requestsTo('POST /api/media/upload')).toHaveLength(0);
  });

  it('shows the real upload share on the bar, 100 on the answer and resets a second later', async () => {
    let release = () => {};
    const uploadGate = new Promise<void>((resolve) => (release = resolve));
    fakeMediaServer({ uploadGate });
    renderMedia();
    chooseFiles([aBrowserFile('a.png', 'image/png')]);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    // Half the bytes sent: never below 0.5 × 90.
    // Before the first 200 ms tick could pass 10, only the bytes sent can have lifted it.
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('45'), { timeout: 150 });
    release();
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    expect(await screen.findByText('1 file uploaded')).toBeTruthy();
    await waitFor(
      () => expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull(),
      { timeout: 2000 },
    );
  });

  it('reports a failed upload and resets the bar at once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeMediaServer({
      overrides: {
        'POST /api/media/upload': () =>
          Response.json({ error: 'storage_failed', message: 'The disk is full.' }, { status: 500 }),
      },
    });
    renderMedia();
    chooseFiles([aBrowserFile('a.png', 'image/png')]);
    expect(await screen.findByText('Upload failed: The disk is full.')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
  });

  it('runs Auto-Optimize and Apply Watermark over the files of the last upload', async () => {
    const server = fakeMediaServer();
    renderMedia();
    const optimize = screen.getByRole('button', { name: 'Auto-Optimize' });
    expect(optimize).toHaveProperty('disabled', true);
    chooseFiles([
      aBrowserFile('a.png', 'image/png', 'x'.repeat(4096)),
      aBrowserFile('doc.pdf', 'application/pdf'),
    ]);
    await screen.findByText('2 files uploaded');
    fireEvent.click(optimize);
    const results = await screen.findByRole('region', { name: 'Auto-Optimize results' });
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(2));
    expect(results.textContent).toContain('a.pngWebP copy, 1 KB (saves 75%)');
    expect(results.textContent).toContain('doc.pdfSkipped: only images are optimized');
    expect(server.requestsTo(`POST /api/media/${server.files()[1]!.id}/optimize`)[0]!.body).toEqual(
      {
        formats: ['webp'],
      },
    );

    fireEvent.click(screen.getByRole('button', { name: 'Apply Watermark' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Watermark' });
    fireEvent.change(within(dialog).getByLabelText('Watermark text'), {
      target: { value: ' © Me ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const watermarked = await screen.findByRole('region', { name: 'Apply Watermark results' });
    await waitFor(() => expect(watermarked.textContent).toContain('a.pngWatermarked copy, 4 KB'));
    const png = server.files().find((file) => file.originalName === 'a.png')!;
    expect(server.requestsTo(`POST /api/media/${png.id}/watermark`)[0]!.body).toEqual({
      text: '© Me',
    });
  });

  it('deletes a file after the confirmation, and the gallery empties', async () => {
    const server = fakeMediaServer({ files: [PHOTO] });
    renderMedia('?tab=gallery');
    const card = await screen.findByRole('article', { name: 'beach.png' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete beach.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete beach.png?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect(await screen.findByRole('heading', { name: 'No files uploaded yet' })).toBeTruthy();
    expect(server.requestsTo(`DELETE /api/media/${PHOTO.id}`)).toHaveLength(1);
    await waitFor(() => expect(statValue('Images')).toBe('0'));
  });

  it('shows measured figures, "Not measured yet" for the missing ones, and 94% only as the target', async () => {
    fakeMediaServer({
      overrides: {
        'GET /api/media/stats': () =>
          Response.json(
            statsOf([PHOTO, CLIP], {
              requests30d: 1234,
              avgProcessingMs: null,
              optimizationRate: null,
            }),
          ),
      },
    });
    renderMedia('?tab=analytics');
    const rate = (await screen.findByText('Optimization rate')).parentElement!;
    expect(rate.textContent).toBe('Optimization rateNot measured yetTarget: 94%');
    expect(screen.getByText('Average processing time').parentElement!.textContent).toContain(
      'Not measured yet',
    );
    expect(screen.getByText('Requests served (30 days)').nextElementSibling!.textContent).toBe(
      '1,234',
    );
    const videos = screen.getByRole('progressbar', { name: 'Videos share of storage' });
    expect(videos.getAttribute('aria-valuetext')).toBe('97.6% (2 MB)');
  });

  it('offers a Retry when the files cannot be loaded', async () => {
    let fail = true;
    fakeMediaServer({
      files: [PHOTO],
      overrides: {
        'GET /api/media': () =>
          fail
            ? Response.json(
                { error: 'internal', message: 'Database unavailable.' },
                { status: 500 },
              )
            : Response.json({ files: [PHOTO] }),
      },
    });
    renderMedia('?tab=gallery');
    const alert = (await screen.findAllByRole('alert'))[0]!;
    expect(alert.textContent).toContain("Couldn't load your files");
    expect(alert.textContent).toContain('Database unavailable.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'beach.png' })).toBeTruthy();
  });
});
