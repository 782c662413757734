import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  previewContentSecurityPolicy,
  previewPage,
  previewProblemPage,
  type PreviewPageConfig,
  type PreviewPlatform,
} from './preview-page';
import { createPreviewService } from './preview.service';
import { vendorBundle } from './vendor-bundle';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PLATFORMS = new Set<string>(['ios', 'android']);
const TOKEN = /^[\w-]{8,128}$/;
const APP_FILE = /^([0-9a-f]{16})\.js(\.map)?$/;
const VENDOR_FILE = /^vendor\.([0-9a-f]{16})\.js$/;

const hidden = { hide: true } as const;

/** A preview load that is not a person's session (the Truth Report renders the screens). */
export const NOT_A_SESSION_HEADER = 'x-appforge-not-a-session';

/** Scripts are fetched in CORS mode (crossorigin) by the opaque-origin page: errors keep their stacks. */
function sendScript(
  reply: FastifyReply,
  body: string,
  contentType = 'text/javascript; charset=utf-8',
) {
  return reply
    .header('content-type', contentType)
    .header('cache-control', IMMUTABLE)
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(body);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const origin = `${request.protocol}://${request.host}`;
  // The page is sandboxed (an opaque origin): asking for an origin-keyed cluster only earns a warning.
  reply.raw.removeHeader('origin-agent-cluster');
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', previewContentSecurityPolicy(origin))
    .header('x-frame-options', 'SAMEORIGIN')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

/**
 * The live preview, outside the session scope: the random preview token is the only key, so a
 * phone that scanned the QR code needs no cookie.
 *   GET /preview/:previewToken/:platform  the page (ios | android)
 *   GET /preview/vendor.<hash>.js         react, react-dom, react-native-web and the shims
 *   GET /preview/app/:token/<hash>.js     the project's app bundle (+ .js.map)
 */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  const preview = createPreviewService(app.db, app.metrics.previewBundled);
  app.addHook('onClose', () => preview.dispose());

  app.get(
    '/preview/:asset',
    { schema: { ...hidden, params: z.object({ asset: z.string() }) } },
    async (request, reply) => {
      const hash = VENDOR_FILE.exec(request.params.asset)?.[1];
      const vendor = await vendorBundle();
      if (!hash || hash !== vendor.hash) {
        return reply.status(404).send({ error: 'not_found', message: 'No such preview file.' });
      }
      return sendScript(reply, vendor.code);
    },
  );

  app.get(
    '/preview/app/:token/:file',
    { schema: { ...hidden, params: z.object({ token: z.string(), file: z.string() }) } },
    async (request, reply) => {
      const { token, file } = request.params;
      const match = APP_FILE.exec(file);
      const notFound = () =>
        reply.status(404).send({ error: 'not_found', message: 'No such preview file.' });
      if (!match || !TOKEN.test(token)) return notFound();
      const [, hash, isMap] = match as unknown as [string, string, string | undefined];
      const built = await preview.builtBundle(token, hash);
      if (!built) return notFound();
      return isMap
        ? sendScript(reply, built.map, 'application/json; charset=utf-8')
        : sendScript(reply, built.code);
    },
  );

  app.get(
    '/preview/:previewToken/:platform',
    { schema: { ...hidden, params: z.object({ previewToken: z.string(), platform: z.string() }) } },
    async (request, reply) => {
      const { previewToken, platform } = request.params;
      if (!PLATFORMS.has(platform)) {
        return sendPage(
          request,
          reply,
          400,
          previewProblemPage('Unknown platform', 'The preview runs as ios or android.'),
        );
      }
      const notFound = () =>
        sendPage(
          request,
          reply,
          404,
          previewProblemPage('Preview not found', 'This preview link is not valid.'),
        );
      if (!TOKEN.test(previewToken)) return notFound();
      const [vendor, { project, result }] = await Promise.all([
        vendorBundle(),
        preview.currentBundle(previewToken),
      ]);
      if (!project) return notFound();
      // Recorded on the side: the page never waits for it, and a failure only reaches the log.
      // The Truth Report's own renders say they are no person's session.
      if (request.headers[NOT_A_SESSION_HEADER] !== '1') {
        void preview
          .recordLoad(project, platform)
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'could not record a preview load'),
          );
      }

      const build = result?.build;
      const config: PreviewPageConfig = {
        mode: !build ? 'empty' : build.ok ? 'app' : 'build-error',
        platform: platform as PreviewPlatform,
        version: project.currentVersion,
        token: previewToken,
        errors: build && !build.ok ? build.errors : [],
      };
      if (result) {
        reply.header('x-preview-bundle', result.source);
        reply.header('server-timing', `bundle;desc="${result.source}";dur=${result.ms.toFixed(1)}`);
      }
      const html = previewPage({
        title: project.name,
        config,
        vendorUrl: `/preview/${vendor.fileName}`,
        appUrl: build?.ok ? `/preview/app/${previewToken}/${build.hash}.js` : undefined,
      });
      return sendPage(request, reply, 200, html);
    },
  );
};
