import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Compiles the dev chains' sample ERC-20 with solc (development time only) and writes the
 * committed artifact the server deploys: `npx node scripts/compile-dev-token.ts`.
 */
const folder = fileURLToPath(
  new URL('../apps/server/src/modules/web3/chains/token/', import.meta.url),
);
const solc = createRequire(import.meta.url)('solc') as {
  compile(input: string): string;
  version(): string;
};

const input = {
  language: 'Solidity',
  sources: { 'DevToken.sol': { content: readFileSync(`${folder}DevToken.sol`, 'utf8') } },
  settings: {
    evmVersion: 'cancun',
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { DevToken: ['abi', 'evm.bytecode.object'] } },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<
    string,
    Record<string, { abi: unknown; evm: { bytecode: { object: string } } }>
  >;
};
const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
const contract = output.contracts['DevToken.sol']!['DevToken']!;

writeFileSync(
  `${folder}dev-token-artifact.ts`,
  `// Written by scripts/compile-dev-token.ts from DevToken.sol with solc ${solc.version()}; do not edit.
export const DEV_TOKEN_ABI = ${JSON.stringify(contract.abi, null, 2)} as const;

export const DEV_TOKEN_BYTECODE = '0x${contract.evm.bytecode.object}' as const;
`,
);
console.log(`DevToken compiled with solc ${solc.version()}`);
