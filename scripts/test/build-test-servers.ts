import { buildTestServers } from '../build-server.ts';

/** Global setup of both test runners: the server bundles tests start, built once per run. */
export default async function setup() {
  await buildTestServers();
}
