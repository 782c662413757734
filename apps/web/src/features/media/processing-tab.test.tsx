import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaServer } from './testing/fake-media-api';
import { aMediaFile } from './testing/media-fixtures';
import { renderMedia } from './testing/render-media';

const PHOTO = aMediaFile({ originalName: 'beach.png', size: 51_200 });
const CLIP = aMediaFile({ originalName: 'clip.mp4', mimeType: 'video/mp4', size: 2_097_152 });

describe('the Media Center: Processing', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('optimizes one image to the chosen format, and shows why a video has no thumbnail', async () => {
    const server = fakeMediaServer({ files: [PHOTO, CLIP] });
    renderMedia('?tab=processing');
    const images = await screen.findByRole('region', { name: 'Image optimization' });
    fireEvent.click(within(images).getByRole('radio', { name: 'AVIF' }));
    fireEvent.click(within(images).getByRole('button', { name: 'Optimize beach.png' }));
    await waitFor(() => expect(within(images).getByText('AVIF')).toBeTruthy());
    expect(server.requestsTo(`POST /api/media/${PHOTO.id}/optimize`)[0]!.body).toEqual({
      formats: ['avif'],
    });
    const videos = screen.getByRole('region', { name: 'Video processing' });
    fireEvent.click(
      within(videos).getByRole('button', { name: 'Generate a thumbnail for clip.mp4' }),
    );
    expect(
      await within(videos).findByText(
        'Video thumbnails are unavailable: ffmpeg could not run here.',
      ),
    ).toBeTruthy();
  });

  it('follows a batch job with its progress to the end, then lists what it skipped', async () => {
    fakeMediaServer({ files: [PHOTO, CLIP, aMediaFile({ originalName: 'b.png' })] });
    renderMedia('?tab=processing');
    const batch = await screen.findByRole('region', { name: 'Batch operations' });
    fireEvent.click(within(batch).getByRole('button', { name: 'Generate All Thumbnails' }));
    const bar = await within(batch).findByRole('progressbar', {
      name: 'Generate All Thumbnails progress',
    });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('1 of 3 files'));
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('3 of 3 files'), {
      timeout: 3000,
    });
    expect(within(batch).getByText('Done · 3 of 3 files, 1 skipped')).toBeTruthy();
    const skipped = within(batch).getByRole('list', { name: 'Skipped by Generate All Thumbnails' });
    expect(skipped.textContent).toBe(
      'clip.mp4 — Video thumbnails are unavailable: ffmpeg could not run here.',
    );
    expect(within(batch).getByRole('button', { name: 'Apply Watermarks' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('after a reload, follows the batch job still running from where it is', async () => {
    fakeMediaServer({ files: [PHOTO, aMediaFile({ originalName: 'b.png' })] });
    const first = renderMedia('?tab=processing');
    const batch = await screen.findByRole('region', { name: 'Batch operations' });
    fireEvent.click(within(batch).getByRole('button', { name: 'Optimize All Images' }));
    await within(batch).findByRole('progressbar', { name: 'Optimize All Images progress' });
    first.unmount();

    renderMedia('?tab=processing');
    const reloaded = await screen.findByRole('region', { name: 'Batch operations' });
    const bar = await within(reloaded).findByRole('progressbar', {
      name: 'Optimize All Images progress',
    });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('2 of 2 files'), {
      timeout: 3000,
    });
  });

  it('offers the archive to download once Export Archive completes', async () => {
    fakeMediaServer({ files: [PHOTO] });
    renderMedia('?tab=processing');
    const batch = await screen.findByRole('region', { name: 'Batch operations' });
    fireEvent.click(within(batch).getByRole('button', { name: 'Export Archive' }));
    const link = await within(batch).findByRole('link', { name: 'Download archive' });
    expect(link.getAttribute('href')).toMatch(/^\/api\/media\/jobs\/[\w-]+\/archive$/);
  });
});
