import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SupplyChainGate } from '@appforge/shared/contracts/truth-report';
import type { GateInput } from './gate-input';

/** One package of the app in a CycloneDX BOM. */
export interface BomComponent {
  type: 'library';
  'bom-ref': string;
  group?: string;
  name: string;
  /** As package.json declares it: an exact version, or a range when the generator writes one. */
  version: string;
  /** `pkg:npm/%40scope/name@version`; without `@version` when only a range is declared. */
  purl: string;
  scope: 'required' | 'optional';
  properties: { name: string; value: string }[];
}

/** A CycloneDX 1.6 JSON bill of materials of one generated app. */
export interface CycloneDxBom {
  $schema: string;
  bomFormat: 'CycloneDX';
  specVersion: '1.6';
  serialNumber: string;
  version: 1;
  metadata: {
    timestamp: string;
    tools: { components: { type: 'application'; name: string }[] };
    component: { type: 'application'; 'bom-ref': string; name: string; version: string };
  };
  components: BomComponent[];
  dependencies: { ref: string; dependsOn: string[] }[];
}

const SECTIONS = {
  dependencies: 'required',
  peerDependencies: 'required',
  optionalDependencies: 'optional',
  devDependencies: 'optional',
} as const;
type Manifest = { name?: unknown; version?: unknown } & Partial<
  Record<keyof typeof SECTIONS, Record<string, unknown>>
>;
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]+)?$/;

function manifestOf(files: Record<string, string>): Manifest {
  try {
    return JSON.parse(files['package.json'] ?? '{}') as Manifest;
  } catch {
    return {};
  }
}

/** The purl spec: the scope's `@` is percent-encoded; a version is only given when exact. */
function purlOf(name: string, version: string): string {
  const path = name.split('/').map(encodeURIComponent).join('/');
  return `pkg:npm/${path}${EXACT_VERSION.test(version) ? `@${encodeURIComponent(version)}` : ''}`;
}

function componentsOf(side: 'frontend' | 'backend', manifest: Manifest): BomComponent[] {
  return Object.entries(SECTIONS).flatMap(([section, scope]) =>
    Object.entries(manifest[section as keyof typeof SECTIONS] ?? {}).map(([fullName, raw]) => {
      const version = String(raw);
      const [group, name] = fullName.startsWith('@')
        ? fullName.split('/', 2)
        : [undefined, fullName];
      return {
        type: 'library' as const,
        'bom-ref': `${side}/${fullName}@${version}`,
        ...(group && { group }),
        name: name ?? fullName,
        version,
        purl: purlOf(fullName, version),
        scope,
        properties: [
          { name: 'appforge:side', value: side },
          { name: 'appforge:section', value: section },
        ],
      };
    }),
  );
}

/** A CycloneDX 1.6 BOM of the app: every package both package.json files name. */
export function buildSbom(input: GateInput): CycloneDxBom {
  const frontend = manifestOf(input.code.frontend);
  const backend = manifestOf(input.code.backend);
  const components = [...componentsOf('frontend', frontend), ...componentsOf('backend', backend)];
  const name = typeof frontend.name === 'string' ? frontend.name : input.project.name;
  const version = typeof frontend.version === 'string' ? frontend.version : String(input.version);
  return {
    $schema: 'http://cyclonedx.org/schema/bom-1.6.schema.json',
    bomFormat: 'CycloneDX',
    specVersion: '1.6',
    serialNumber: `urn:uuid:${randomUUID()}`,
    version: 1,
    metadata: {
      timestamp: new Date().toISOString(),
      tools: { components: [{ type: 'application', name: 'Appforge Truth Report' }] },
      component: { type: 'application', 'bom-ref': 'app', name, version },
    },
    components,
    dependencies: [{ ref: 'app', dependsOn: components.map((component) => component['bom-ref']) }],
  };
}

const KEY_FILE = 'truth-report-ed25519.pem';

/**
 * The ed25519 key that signs exports, generated on first use and kept in
 * `<dataDir>/keys/truth-report-ed25519.pem` (0600, folder 0700). A new key is written to a file
 * of its own and then linked into place, which fails if another caller got there first: every
 * caller then reads the one key that won.
 */
export async function loadSigningKey(
  dataDir: string,
): Promise<{ privateKey: KeyObject; publicKeyPem: string }> {
  const dir = join(dataDir, 'keys');
  const path = join(dir, KEY_FILE);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const existing = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing === null) {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
    await writeFile(temporary, pem, { flag: 'wx', mode: 0o600 });
    try {
      await link(temporary, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await unlink(temporary);
    }
  }
  const privateKey = createPrivateKey(existing ?? (await readFile(path, 'utf8')));
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error(`${path} does not hold an ed25519 private key.`);
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' });
  return { privateKey, publicKeyPem: publicKeyPem as string };
}

/** The artifact's SHA-256 (hex) and its ed25519 signature (base64). */
export function signArtifact(
  bytes: Uint8Array,
  key: KeyObject,
): { sha256: string; signature: string } {
  return {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    signature: sign(null, bytes, key).toString('base64'),
  };
}

/** Whether `signature` (base64) is the ed25519 signature of `bytes` by the key of `publicKeyPem`. */
export function verifyArtifact(
  bytes: Uint8Array,
  signature: string,
  publicKeyPem: string,
): boolean {
  try {
    return verify(null, bytes, publicKeyPem, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

const SLSA_NOTE =
  'No SLSA provenance is generated: the export is signed and has an SBOM, which SLSA does not count as a level.';

/** The SBOM and the export's signature, stated as they are: no provenance, so SLSA level 0. */
export function supplyChainGate({
  sbom,
  signed,
  sha256,
}: {
  sbom: CycloneDxBom | null;
  signed: boolean;
  sha256: string | null;
}): SupplyChainGate {
  const components = sbom?.components.length ?? 0;
  const parts = [
    sbom ? `CycloneDX SBOM of ${components} packages` : 'No SBOM was written',
    signed && sha256
      ? `the export zip is signed with ed25519 (SHA-256 ${sha256.slice(0, 12)}…)`
      : 'the export zip is not signed',
  ];
  return {
    status: sbom && signed ? 'pass' : 'review',
    summary: `${parts.join('; ')}. No SLSA provenance.`,
    sbomGenerated: sbom !== null,
    artifactsSigned: signed,
    slsaLevel: 0,
    slsaNote: SLSA_NOTE,
    components,
    artifactSha256: sha256,
  };
}
