import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import type { TestCase } from '@appforge/shared/contracts/truth-report';
import type { AppSpec } from '@appforge/codegen/app-spec';

/** The version a report is run on, and the one the previous report of the project was run on. */
export interface GateInput {
  project: { id: string; name: string };
  version: number;
  code: GeneratedCode;
  appSpec: AppSpec | null;
  previous: { version: number; code: GeneratedCode; appSpec: AppSpec | null } | null;
}

/** What the sandboxed run of the generated app found (sandbox/). */
export interface SandboxOutcome {
  /** `unit`: the frontend's pure code; `api`: the backend's CRUD through inject. */
  cases: TestCase[];
  /** Share (0–1) of the generated functions the tests ran; null when it could not be measured. */
  coverage: number | null;
  /** The backend started in the sandbox and answered its health route. */
  serverUp: boolean;
  /** Routes the backend registered, e.g. { method: 'GET', path: '/habits/:id' }. */
  servedRoutes: { method: string; path: string }[];
  p95ApiMs: number | null;
  apiRequests: number | null;
  /** CPU time of the sandbox process (user + system). */
  cpuMs: number;
  /** Why the sandbox stopped early (time limit, memory cap, a permission refused), or null. */
  error: string | null;
}

/** One screen as Chromium rendered it in the preview runtime (browser/). */
export interface RenderedScreen {
  platform: 'ios' | 'android';
  screen: string;
  rendered: boolean;
  error?: string;
  png: Buffer | null;
}

export interface BrowserOutcome {
  /** False when no Chromium is installed here; `reason` says so. */
  available: boolean;
  reason?: string;
  coldStartMs: { ios: number | null; android: number | null };
  screens: RenderedScreen[];
  /** Bytes the preview page downloaded up to `ready` (page, vendor and app bundles), per platform. */
  bundleBytes?: { ios: number | null; android: number | null };
}
