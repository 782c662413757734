import { securityGateSchema } from '@appforge/shared/contracts/truth-report';
import { describe, expect, it } from 'vitest';
import { gateInput, type GateTestApp } from './gate-test-apps';
import { entropyOf, securityGate } from './security';

const APPS: GateTestApp[] = ['habits', 'wine', 'recipes'];

/** Built from parts so this file does not itself hold a secret-shaped string. */
const AWS_KEY = ['AKIA', 'Q3EGRS7DXN2KLM4P'].join('');
const GITHUB_TOKEN = ['ghp', '_', 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'].join('');
const PEM = ['-----BEGIN', 'RSA PRIVATE KEY-----'].join(' ');

function manifest(text: string) {
  return JSON.parse(text) as { dependencies: Record<string, string> };
}

describe('securityGate', () => {
  it.each(APPS)('passes the generated %s app: no secret, every package pinned', async (app) => {
    const gate = securityGateSchema.parse(securityGate(await gateInput(app)));
    expect(gate).toMatchObject({
      status: 'pass',
      deps: 'clean',
      secrets: 'no_leaks',
      findings: [],
    });
  });

  it('finds token-shaped secrets and names file, line and kind but never the secret', async () => {
    const input = await gateInput('habits', (code) => {
      code.backend['src/server.ts'] +=
        `\nconst aws = '${AWS_KEY}';\nconst gh = "${GITHUB_TOKEN}";\n`;
      code.frontend['src/keys.ts'] = `export const key = \`\n${PEM}\nMIIB\n\`;\n`;
    });
    const gate = securityGate(input);
    const serverLines = input.code.backend['src/server.ts']!.split('\n').length;
    expect(gate.status).toBe('fail');
    expect(gate.secrets).toBe('3 found');
    expect(gate.findings).toEqual([
      { kind: 'secret', file: 'frontend/src/keys.ts', line: 2, detail: 'private key' },
      {
        kind: 'secret',
        file: 'backend/src/server.ts',
        line: serverLines - 2,
        detail: 'AWS access key id',
      },
      {
        kind: 'secret',
        file: 'backend/src/server.ts',
        line: serverLines - 1,
        detail: 'GitHub token',
      },
    ]);
    expect(JSON.stringify(gate)).not.toContain(AWS_KEY);
    expect(JSON.stringify(gate)).not.toContain(GITHUB_TOKEN);
  });

  it('flags a random-looking value given to an api key, but not a sentence or a placeholder', async () => {
    const input = await gateInput('wine', (code) => {
      code.frontend['src/config.ts'] = [
        "export const apiKey = 'q8Zr2LmX9vT4pWc7Kd3N';",
        "export const password_hint = 'Use twelve characters at least';",
        "export const secretLabel = 'xxxxxxxxxxxxxxxx';",
      ].join('\n');
    });
    const gate = securityGate(input);
    expect(gate.findings).toEqual([
      {
        kind: 'secret',
        file: 'frontend/src/config.ts',
        line: 1,
        detail: 'apikey written in the code',
      },
    ]);
  });

  it('flags packages off the pinned allow-list: a range, another version, an unknown package', async () => {
    const input = await gateInput('recipes', (code) => {
      const backend = manifest(code.backend['package.json']!);
      backend.dependencies.fastify = `^${backend.dependencies.fastify}`;
      backend.dependencies['left-pad'] = '1.3.0';
      code.backend['package.json'] = JSON.stringify(backend, null, 2);
      const frontend = manifest(code.frontend['package.json']!);
      frontend.dependencies.react = '19.0.0';
      code.frontend['package.json'] = JSON.stringify(frontend, null, 2);
    });
    const gate = securityGate(input);
    expect(gate.status).toBe('fail');
    expect(gate.deps).toBe('3 off the allow-list');
    expect(gate.secrets).toBe('no_leaks');
    expect(gate.findings.map(({ file, detail }) => `${file}: ${detail}`)).toEqual([
      expect.stringMatching(/^frontend\/package\.json: react 19\.0\.0 where the generator pins \d/),
      expect.stringMatching(
        /^backend\/package\.json: fastify \^5[\d.]+ where the generator pins 5/,
      ),
      'backend/package.json: left-pad is not a package the generator uses.',
    ]);
    const leftPad = gate.findings[2]!;
    expect(input.code.backend['package.json']!.split('\n')[leftPad.line - 1]).toContain('left-pad');
    expect(gate.summary).toBe('3 packages off the pinned allow-list.');
  });

  it('measures entropy in bits per character', () => {
    expect(entropyOf('aaaa')).toBe(0);
    expect(entropyOf('abcd')).toBe(2);
  });
});
