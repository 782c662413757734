import { HITS_VARIABLE } from './coverage-probes.ts';

/**
 * What runs inside the sandbox besides the generated code: plain JavaScript modules that esbuild
 * bundles with it (sandbox-bundle.ts). The child loads the app, then answers the parent's requests
 * (one JSON line each on stdin) with one line each on stdout, marked so that what the generated
 * code prints itself is told apart. All the checking happens in the parent (api-cases.ts,
 * unit-cases.ts): the child only runs what it is asked to and says what happened.
 */

/** Starts each protocol line the child writes. */
export const LINE_MARK = '@@appforge-sandbox ';

/** Where a generated file is loaded from, in the bundle's `generated` namespace. */
export const generatedPath = (side: 'backend' | 'frontend', path: string) => `${side}/${path}`;

/** Shared by the modules below: the routes Fastify registered, and what the sandbox refused. */
const REGISTRY = `
export const routes = [];
export const refusals = [];
/** Keeps an error thrown because the permission model refused something. */
export function noteRefusal(error) {
  if (error && error.code === 'ERR_ACCESS_DENIED')
    refusals.push({ permission: String(error.permission ?? ''), resource: String(error.resource ?? '') });
}
`;

/** Stands in for \`fastify\` in the generated code: the same factory, watching routes and errors. */
const FASTIFY = `
import fastify from 'fastify';
import { routes, noteRefusal } from 'sandbox:registry';
function sandboxedFastify(options) {
  const app = fastify(options);
  app.addHook('onRoute', (route) => {
    for (const method of [].concat(route.method)) routes.push({ method, path: route.url });
  });
  app.addHook('onError', async (_request, _reply, error) => noteRefusal(error));
  return app;
}
export * from 'fastify';
export default sandboxedFastify;
`;

const ENTRY = `
import { routes, refusals, noteRefusal } from 'sandbox:registry';

const send = (message, then) => process.stdout.write(${JSON.stringify(LINE_MARK)} + JSON.stringify(message) + '\\n', then);
const describe = (error) => (error instanceof Error ? error.message : String(error));
const fail = (error) => {
  noteRefusal(error);
  send({ type: 'crashed', message: describe(error), refusals }, () => process.exit(1));
};
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);

let modules = {};
let app = null;

async function boot() {
  const report = { type: 'ready', frontend: {}, frontendError: null, backendError: null, routes: [] };
  try {
    modules = (await import('sandbox:frontend')).modules;
    for (const [path, exported] of Object.entries(modules))
      report.frontend[path] = Object.keys(exported).filter((name) => typeof exported[name] === 'function');
  } catch (error) {
    noteRefusal(error);
    report.frontendError = describe(error);
  }
  try {
    const { buildServer } = await import('sandbox:backend');
    if (typeof buildServer !== 'function') throw new Error('src/server.ts does not export buildServer');
    app = buildServer({ dataFile: process.env.DATA_FILE, logger: false });
    await app.ready();
  } catch (error) {
    noteRefusal(error);
    app = null;
    report.backendError = describe(error);
  }
  report.routes = routes.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
  send(report);
}

const operations = {
  async inject({ method, url, payload }) {
    if (!app) throw new Error('The backend did not start.');
    const response = await app.inject({ method, url, payload });
    return { statusCode: response.statusCode, body: response.body };
  },
  async call({ module, name, args }) {
    return { value: await modules[module][name](...args) };
  },
  get({ module, name }) {
    return { value: modules[module][name] };
  },
  async listen() {
    if (!app) throw new Error('The backend did not start.');
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { port: app.server.address().port };
  },
  finish() {
    const usage = process.resourceUsage();
    return {
      hits: [...${HITS_VARIABLE}],
      cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
      refusals,
    };
  },
};

let buffered = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  for (let end = buffered.indexOf('\\n'); end !== -1; end = buffered.indexOf('\\n')) {
    const request = JSON.parse(buffered.slice(0, end));
    buffered = buffered.slice(end + 1);
    void answer(request);
  }
});

async function answer(request) {
  try {
    const result = await operations[request.op](request);
    const exit = request.op === 'finish' ? () => process.exit(0) : undefined;
    send({ type: 'reply', id: request.id, ok: true, ...result }, exit);
  } catch (error) {
    noteRefusal(error);
    send({ type: 'reply', id: request.id, ok: false, message: describe(error) });
  }
}

void boot();
`;

/** The sandbox's modules by name (`sandbox:<name>`), given the generated modules to load. */
export function childModules(backendServer: string | null, frontendModules: string[]) {
  const frontendImports = frontendModules.map(
    (path, index) =>
      `import * as module${index} from ${JSON.stringify(`generated:${generatedPath('frontend', path)}`)};`,
  );
  const frontendTable = frontendModules.map(
    (path, index) => `${JSON.stringify(path)}: module${index}`,
  );
  return {
    entry: ENTRY,
    registry: REGISTRY,
    fastify: FASTIFY,
    backend: backendServer
      ? `export { buildServer } from ${JSON.stringify(`generated:${generatedPath('backend', backendServer)}`)};`
      : 'export const buildServer = undefined;',
    frontend: `${frontendImports.join('\n')}\nexport const modules = { ${frontendTable.join(', ')} };`,
  };
}

/** Declares the set the coverage probes add to, before any module of the bundle runs. */
export const BUNDLE_BANNER = `var ${HITS_VARIABLE} = new Set();`;
