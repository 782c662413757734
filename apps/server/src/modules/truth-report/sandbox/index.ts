/** The sandbox's one door for the truth-report service (truth-report.service.ts imports './sandbox'). */
export { runSandboxedChecks, type SandboxOptions } from './run-sandboxed-checks.ts';
