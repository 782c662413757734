import type {
  SignatureDocument,
  StaticAnalysisGate,
} from '@appforge/shared/contracts/truth-report';
import { apiContractsGate } from './gates/api-contracts';
import type { GateInput, SandboxOutcome } from './gates/gate-input';
import { localizationA11yGate } from './gates/localization-a11y';
import { securityGate } from './gates/security';
import { draftReleaseNotes, storeAutomationGate } from './gates/store-automation';
import {
  buildSbom,
  loadSigningKey,
  signArtifact,
  supplyChainGate,
  verifyArtifact,
} from './gates/supply-chain';

/** The chat's assistant replies since the previous report: the release notes' source. */
export interface AssistantNote {
  content: string;
  metadata: { features?: string[] };
}

/**
 * The gates that read the generated files (the static analysis, on its own thread, runs beside
 * the sandbox) and the signing of the export, whose zip the caller builds.
 */
export function runStaticGates(
  input: GateInput,
  staticAnalysis: StaticAnalysisGate,
  sandbox: SandboxOutcome,
  notes: AssistantNote[],
) {
  const releaseNotes = draftReleaseNotes(
    notes.map((note) => ({ content: note.content, features: note.metadata.features })),
  );
  return {
    staticAnalysis,
    security: securityGate(input),
    apiContracts: apiContractsGate(input, sandbox),
    localizationA11y: localizationA11yGate(input),
    storeAutomation: (screenshots: number) =>
      storeAutomationGate(input, { screenshots, releaseNotes }),

    /** Signs the export zip with the key in DATA_DIR/keys and checks the signature back. */
    async sign(zip: Uint8Array, dataDir: string) {
      const sbom = buildSbom(input);
      const key = await loadSigningKey(dataDir);
      const { sha256, signature } = signArtifact(zip, key.privateKey);
      const document: SignatureDocument = {
        algorithm: 'ed25519',
        artifact: `${input.project.name} version ${input.version}: export zip`,
        sha256,
        signature,
        publicKeyPem: key.publicKeyPem,
      };
      const signed = verifyArtifact(zip, signature, key.publicKeyPem);
      return { sbom, signature: document, gate: supplyChainGate({ sbom, signed, sha256 }) };
    },
  };
}
