import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { exitGracefullyOnSignals } from '../shutdown';
import { createRecordingGenerator } from './fake-generator';

const config = loadConfig();
const { generator } = createRecordingGenerator(Number(process.env.TEST_GENERATOR_DELAY_MS ?? 0));
const app = await buildApp(config, { generator });
exitGracefullyOnSignals(app);
await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
app.log.info(`Appforge is serving on http://localhost:${port}`);
