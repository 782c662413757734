import {
  BACKEND_DEPENDENCIES,
  BACKEND_DEV_DEPENDENCIES,
} from '@appforge/codegen/render/backend/server';
import {
  EXPO_SDK_DEPENDENCIES,
  EXPO_SDK_DEV_DEPENDENCIES,
} from '@appforge/codegen/render/frontend/expo-sdk';
import type { SecurityGate } from '@appforge/shared/contracts/truth-report';
import type { GateInput } from './gate-input';

type Finding = SecurityGate['findings'][number];
type Side = 'frontend' | 'backend';

/**
 * The pinned allow-list: the packages, at the versions (or ranges) the generator itself writes
 * into each side's package.json. Anything else was added or changed after generation.
 */
const ALLOWED: Record<Side, Readonly<Record<string, string>>> = {
  frontend: { ...EXPO_SDK_DEPENDENCIES, ...EXPO_SDK_DEV_DEPENDENCIES },
  backend: { ...BACKEND_DEPENDENCIES, ...BACKEND_DEV_DEPENDENCIES },
};
const DEPENDENCY_SECTIONS = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
] as const;

/** Token shapes that are secrets wherever they appear. */
const SECRET_PATTERNS: { kind: string; pattern: RegExp }[] = [
  { kind: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { kind: 'private key', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/ },
  { kind: 'API secret key (sk-…)', pattern: /\bsk-(?:[a-z]+-)?[A-Za-z0-9_-]{20,}/ },
  { kind: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36,}/ },
  { kind: 'Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/ },
];
/** `apiKey: '…'`, `"client_secret": "…"`, `password = '…'`: a literal value given to a secret's name. */
const ASSIGNED_SECRET = /(api[_-]?key|secret|password)['"]?\s*[:=]\s*['"]([^'"\s]{12,})['"]/i;
/** Bits per character above which an assigned value looks random rather than a word or a sample. */
const MIN_SECRET_ENTROPY = 3.5;

/** Shannon entropy of `text`, in bits per character. */
export function entropyOf(text: string): number {
  const counts = new Map<string, number>();
  for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const share = count / text.length;
    bits -= share * Math.log2(share);
  }
  return bits;
}

/** The kind of secret on one line, or null; never the secret itself. */
function secretOn(line: string): string | null {
  const token = SECRET_PATTERNS.find(({ pattern }) => pattern.test(line));
  if (token) return token.kind;
  const assigned = ASSIGNED_SECRET.exec(line);
  if (assigned && entropyOf(assigned[2]!) >= MIN_SECRET_ENTROPY)
    return `${assigned[1]!.toLowerCase()} written in the code`;
  return null;
}

function secretFindings(side: Side, files: Record<string, string>): Finding[] {
  return Object.entries(files).flatMap(([path, text]) =>
    text.split('\n').flatMap((line, index) => {
      const kind = secretOn(line);
      return kind
        ? [{ kind: 'secret' as const, file: `${side}/${path}`, line: index + 1, detail: kind }]
        : [];
    }),
  );
}

/** The 1-based line of `"name":` in a section of package.json, or 0. */
function lineOf(text: string, section: string, name: string): number {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.includes(`"${section}"`));
  const found = lines.findIndex((line, index) => index > start && line.includes(`"${name}"`));
  return found >= 0 ? found + 1 : 0;
}

function dependencyFindings(side: Side, files: Record<string, string>): Finding[] {
  const file = `${side}/package.json`;
  const text = files['package.json'];
  if (text === undefined) return [];
  let manifest: Partial<Record<(typeof DEPENDENCY_SECTIONS)[number], Record<string, unknown>>>;
  try {
    manifest = JSON.parse(text) as typeof manifest;
  } catch {
    return [
      {
        kind: 'dependency',
        file,
        line: 0,
        detail: 'Not valid JSON: its packages cannot be checked.',
      },
    ];
  }
  const allowed = ALLOWED[side];
  return DEPENDENCY_SECTIONS.flatMap((section) =>
    Object.entries(manifest[section] ?? {}).flatMap(([name, version]) => {
      const pinned = allowed[name];
      if (pinned === version) return [];
      const detail =
        pinned === undefined
          ? `${name} is not a package the generator uses.`
          : `${name} ${String(version)} where the generator pins ${pinned}.`;
      return [{ kind: 'dependency' as const, file, line: lineOf(text, section, name), detail }];
    }),
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Scans every generated file for secrets (token shapes, private keys, random-looking values given
 * to a key, secret or password) and compares both package.json files with the generator's pinned
 * packages. Findings name the file, the line and the kind, never the secret.
 */
export function securityGate(input: GateInput): SecurityGate {
  const sides = ['frontend', 'backend'] as const;
  const secrets = sides.flatMap((side) => secretFindings(side, input.code[side]));
  const dependencies = sides.flatMap((side) => dependencyFindings(side, input.code[side]));
  const summary =
    secrets.length + dependencies.length === 0
      ? 'No secret in the code, and every package is the version the generator pins.'
      : [
          secrets.length > 0 && `${plural(secrets.length, 'secret')} in the code`,
          dependencies.length > 0 &&
            `${plural(dependencies.length, 'package')} off the pinned allow-list`,
        ]
          .filter(Boolean)
          .join('; ')
          .replace(/^./, (first) => first.toUpperCase())
          .concat('.');
  return {
    status: secrets.length + dependencies.length > 0 ? 'fail' : 'pass',
    summary,
    deps: dependencies.length === 0 ? 'clean' : `${dependencies.length} off the allow-list`,
    secrets: secrets.length === 0 ? 'no_leaks' : `${secrets.length} found`,
    findings: [...secrets, ...dependencies],
  };
}
