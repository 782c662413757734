import { randomUUID } from 'node:crypto';
import {
  MEDIA_KIND_OF,
  mediaJobResponseSchema,
  type BatchKind,
  type MediaJob,
  type MediaMimeType,
} from '@appforge/shared/contracts/media';
import { startedSessionResponseSchema } from '@appforge/shared/contracts/session';
import { expect } from 'vitest';
import { mediaFiles } from '../../db/schema';
import type { Visitor } from '../../test/live-client';
import type { TestApp } from '../../test/test-app';
import { imageSize } from './processing';

export async function userIdOf(visitor: Visitor): Promise<string> {
  const response = await visitor.inject('POST', '/api/session');
  return startedSessionResponseSchema.parse(response.json()).user.id;
}

/** A file of the user's as an upload leaves it: the original stored and its row. */
export async function storeFile(
  testApp: TestApp,
  userId: string,
  file: { name: string; mimeType: MediaMimeType; body: Buffer },
) {
  const id = randomUUID();
  const storageKey = `${userId}/${id}/original`;
  await testApp.app.mediaStorage.putBuffer(storageKey, file.body, file.mimeType);
  const size = MEDIA_KIND_OF[file.mimeType] === 'image' ? await imageSize(file.body) : null;
  const [row] = await testApp.app.db
    .insert(mediaFiles)
    .values({
      id,
      userId,
      originalName: file.name,
      mimeType: file.mimeType,
      kind: MEDIA_KIND_OF[file.mimeType],
      size: file.body.length,
      storageKey,
      width: size?.width ?? null,
      height: size?.height ?? null,
    })
    .returning();
  if (!row) throw new Error('The file row was not written.');
  return row;
}

/** Starts a batch tool and follows its job the way the Processing tab does, until it ends. */
export async function runBatch(
  visitor: Visitor,
  kind: BatchKind,
  text?: string,
): Promise<MediaJob> {
  const started = await visitor.inject('POST', `/api/media/batch/${kind}`, text ? { text } : {});
  expect(started.statusCode, started.body).toBe(202);
  let { job } = mediaJobResponseSchema.parse(started.json());
  while (job.status === 'running') {
    await new Promise((resolve) => setImmediate(resolve));
    const polled = await visitor.inject('GET', `/api/media/jobs/${job.id}`);
    job = mediaJobResponseSchema.parse(polled.json()).job;
  }
  return job;
}
