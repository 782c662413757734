import multipart from '@fastify/multipart';
import {
  MEDIA_MAX_FILE_BYTES,
  MEDIA_MAX_FILES_PER_UPLOAD,
  uploadResponseSchema,
} from '@appforge/shared/contracts/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { HttpError } from '../../plugins/errors';
import { createUploadService } from './upload.service';

/**
 * The parser's own caps, far above what one upload may store: past MEDIA_MAX_FILES_PER_UPLOAD files
 * are still read and refused by name; past these the request itself is refused.
 */
export const MULTIPART_LIMITS = {
  fileSize: MEDIA_MAX_FILE_BYTES,
  files: MEDIA_MAX_FILES_PER_UPLOAD * 3,
  fields: 10,
  parts: MEDIA_MAX_FILES_PER_UPLOAD * 3 + 10,
};

const notMultipart = () =>
  new HttpError(
    400,
    'not_multipart',
    'Send the files as multipart/form-data, each in a field named "files".',
  );

/** POST /api/media/upload (spec 02 §4): several files at once, each checked and stored or refused. */
export const uploadRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  // Only this plugin reads multipart bodies; any other body type reaches the handler unread.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const uploads = createUploadService({
    db: app.db,
    storage: app.mediaStorage,
    tmpDir: config.media.tmpDir,
  });

  app.post(
    '/api/media/upload',
    {
      schema: {
        tags: ['media'],
        summary: `Upload up to ${MEDIA_MAX_FILES_PER_UPLOAD} files (multipart, field "files"); each is stored or refused with its reason`,
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw notMultipart();
      // A client that goes away mid-upload must leave nothing behind.
      const clientGone = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) clientGone.abort();
      };
      reply.raw.on('close', onClose);
      try {
        const files = request.files({ throwFileSizeLimit: false });
        return await uploads.upload(request.user.id, files, clientGone.signal);
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );
};
