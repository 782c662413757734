import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { supplyChainGateSchema } from '@appforge/shared/contracts/truth-report';
import { afterEach, describe, expect, it } from 'vitest';
import { buildExportZip } from '../../builder/export/export.service';
import { gateInput } from './gate-test-apps';
import {
  buildSbom,
  loadSigningKey,
  signArtifact,
  supplyChainGate,
  verifyArtifact,
} from './supply-chain';

const dataDirs: string[] = [];
async function dataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'truth-report-keys-'));
  dataDirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function exportZip() {
  const input = await gateInput('habits');
  const { zip } = await buildExportZip({
    name: input.project.name,
    appSpec: input.appSpec,
    generatedCode: input.code,
    currentVersion: input.version,
  });
  return zip;
}

describe('buildSbom', () => {
  it('lists every package of both package.json files as CycloneDX 1.6 components', async () => {
    const input = await gateInput('wine');
    const sbom = buildSbom(input);
    const frontend = JSON.parse(input.code.frontend['package.json']!) as Record<string, object>;
    const backend = JSON.parse(input.code.backend['package.json']!) as Record<string, object>;
    const declared = [frontend, backend].reduce(
      (sum, manifest) =>
        sum +
        Object.keys(manifest.dependencies ?? {}).length +
        Object.keys(manifest.devDependencies ?? {}).length,
      0,
    );
    expect(sbom).toMatchObject({ bomFormat: 'CycloneDX', specVersion: '1.6', version: 1 });
    expect(sbom.serialNumber).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(sbom.metadata.component).toMatchObject({
      type: 'application',
      name: input.appSpec!.slug,
      version: '1.0.0',
    });
    expect(sbom.components).toHaveLength(declared);
    expect(new Set(sbom.components.map((component) => component['bom-ref'])).size).toBe(declared);
    expect(sbom.dependencies[0]!.dependsOn).toHaveLength(declared);
  });

  it('writes purls per the spec: scopes encoded, exact versions only, dev packages optional', async () => {
    const sbom = buildSbom(await gateInput('recipes'));
    const byName = (name: string) =>
      sbom.components.find((component) => component['bom-ref'].includes(`/${name}@`))!;
    expect(byName('fastify')).toMatchObject({
      name: 'fastify',
      version: '5.12.8',
      purl: 'pkg:npm/fastify@5.12.8',
      scope: 'required',
    });
    expect(byName('@types/node')).toMatchObject({
      group: '@types',
      name: 'node',
      purl: expect.stringMatching(/^pkg:npm\/%40types\/node@\d+\.\d+\.\d+$/),
      scope: 'optional',
    });
    // A declared range is not a version: the purl names the package only.
    expect(byName('@react-navigation/native')).toMatchObject({
      version: expect.stringMatching(/^\^/),
      purl: 'pkg:npm/%40react-navigation/native',
    });
  });
});

describe('signing', () => {
  it('creates one key for concurrent first calls, private to the server', async () => {
    const dir = await dataDir();
    const keys = await Promise.all(Array.from({ length: 6 }, () => loadSigningKey(dir)));
    expect(new Set(keys.map((key) => key.publicKeyPem)).size).toBe(1);
    expect(keys[0]!.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(await readdir(join(dir, 'keys'))).toEqual(['truth-report-ed25519.pem']);
    expect((await stat(join(dir, 'keys'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, 'keys', 'truth-report-ed25519.pem'))).mode & 0o777).toBe(0o600);
    expect((await loadSigningKey(dir)).publicKeyPem).toBe(keys[0]!.publicKeyPem);
  });

  it('signs the export zip so that only the same bytes and key verify', async () => {
    const zip = await exportZip();
    const key = await loadSigningKey(await dataDir());
    const other = await loadSigningKey(await dataDir());
    const { sha256, signature } = signArtifact(zip, key.privateKey);
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyArtifact(zip, signature, key.publicKeyPem)).toBe(true);
    const tampered = zip.slice();
    tampered[tampered.length - 1]! ^= 1;
    expect(verifyArtifact(tampered, signature, key.publicKeyPem)).toBe(false);
    expect(verifyArtifact(zip, signature, other.publicKeyPem)).toBe(false);
    expect(verifyArtifact(zip, 'not a signature', key.publicKeyPem)).toBe(false);
  });
});

describe('supplyChainGate', () => {
  it('passes a signed export with an SBOM and states SLSA level 0 honestly', async () => {
    const sbom = buildSbom(await gateInput('habits'));
    const gate = supplyChainGateSchema.parse(
      supplyChainGate({ sbom, signed: true, sha256: 'ab'.repeat(32) }),
    );
    expect(gate).toMatchObject({
      status: 'pass',
      sbomGenerated: true,
      artifactsSigned: true,
      slsaLevel: 0,
      components: sbom.components.length,
      artifactSha256: 'ab'.repeat(32),
    });
    expect(gate.slsaNote).toMatch(/^No SLSA provenance is generated/);
  });

  it('asks for review when the export could not be signed', () => {
    const gate = supplyChainGate({ sbom: null, signed: false, sha256: null });
    expect(gate).toMatchObject({ status: 'review', sbomGenerated: false, components: 0 });
    expect(gate.summary).toBe(
      'No SBOM was written; the export zip is not signed. No SLSA provenance.',
    );
  });
});
