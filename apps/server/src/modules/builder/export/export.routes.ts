import { projectIdParamsSchema } from '@appforge/shared/contracts/builder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { HttpError } from '../../../plugins/errors';
import { exportProject } from './export.service';

const tags = ['projects'];
/** The preview of which phone the code opens; each phone mock-up shows its own. */
const qrQuerySchema = z.object({ platform: z.enum(['ios', 'android']).default('ios') });

/**
 * Inside the API scope (request.user is set), owner-checked like every project route:
 *   GET /api/projects/:id/qr.svg      the preview URL as a QR code, for a phone (?platform=ios|android)
 *   GET /api/projects/:id/export.zip  the generated frontend and backend, ready to run
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/projects/:id/qr.svg',
    {
      schema: {
        tags,
        summary: "The project's live preview URL as an SVG QR code",
        params: projectIdParamsSchema,
        querystring: qrQuerySchema,
      },
    },
    async (request, reply) => {
      const project = await app.authorize.projectOwner(request.user.id, request.params.id);
      const url = `${request.protocol}://${request.host}/preview/${project.previewToken}/${request.query.platform}`;
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('x-preview-url', url)
        .send(svg);
    },
  );

  app.get(
    '/api/projects/:id/export.zip',
    {
      schema: {
        tags,
        summary: 'Download the generated app (frontend and backend) as a zip',
        params: projectIdParamsSchema,
      },
    },
    async (request, reply) => {
      const project = await app.authorize.projectOwner(request.user.id, request.params.id);
      if (!project.generatedCode || project.currentVersion < 1) {
        throw new HttpError(
          409,
          'nothing_to_export',
          'This project has no generated code yet: describe your app in the chat first.',
        );
      }
      const { slug, zip } = await exportProject(app.db, {
        id: project.id,
        ownerId: project.ownerId,
        name: project.name,
        appSpec: project.appSpec,
        generatedCode: project.generatedCode,
        currentVersion: project.currentVersion,
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${slug}.zip"`)
        .header('cache-control', 'private, no-cache')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );
};
