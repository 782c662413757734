import { verifyBundle } from '@appforge/codegen/verify';
import type { StaticAnalysisGate } from '@appforge/shared/contracts/truth-report';
import type { GateInput } from './gate-input';
import { lintFiles } from './lint-files';
import { typecheckFiles, type TypecheckOutcome } from './typecheck-files';

/** The gate lists this many problems at most; the checks count them all. */
const PROBLEMS_SHOWN = 50;

type Problem = StaticAnalysisGate['problems'][number];
type CheckResult = StaticAnalysisGate['checks'][string];
type Side = 'frontend' | 'backend';

const resultOf = (problems: unknown[]): CheckResult =>
  problems.length === 0 ? 'ok' : problems.length;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

async function bundleCheck(side: Side, files: Record<string, string>): Promise<Problem[]> {
  const errors =
    side === 'frontend'
      ? await verifyBundle(files, 'App.tsx', 'browser')
      : await verifyBundle(files, 'src/server.ts', 'node');
  return errors.map((error) => ({
    check: `bundle_${side}`,
    file: error.file ? `${side}/${error.file}` : side,
    line: error.line,
    message: error.message,
  }));
}

function typecheckProblems(side: string, outcome: TypecheckOutcome): Problem[] {
  return outcome.measured
    ? outcome.problems.map((problem) => ({
        check: `typecheck_${side}`,
        file: `${side}/${problem.file}`,
        line: problem.line,
        message: problem.message,
      }))
    : [];
}

function summaryOf(checks: Record<string, CheckResult>, missing: Record<Side, string[]>): string {
  const count = (check: string) => (typeof checks[check] === 'number' ? checks[check] : 0);
  const bundleErrors = count('bundle_frontend') + count('bundle_backend');
  const typeErrors = count('typecheck_frontend') + count('typecheck_backend');
  const lint = count('lint');
  const checked = (['frontend', 'backend'] as const).filter((side) => missing[side].length === 0);
  const types =
    typeErrors > 0
      ? plural(typeErrors, 'type error')
      : checked.length === 2
        ? 'both type-check clean'
        : checked.length === 1
          ? `the ${checked[0]} type-checks clean`
          : 'neither side could be type-checked';
  const notChecked = (['frontend', 'backend'] as const)
    .filter((side) => missing[side].length > 0)
    .map(
      (side) =>
        ` The ${side} is not type-checked here: the types of ${missing[side].join(', ')} are not installed on this server.`,
    );
  return [
    `${bundleErrors > 0 ? plural(bundleErrors, 'bundle error') : 'Both sides bundle'}; ${types}; `,
    `${lint > 0 ? plural(lint, 'lint problem') : 'no lint problem'}.`,
    ...notChecked,
  ].join('');
}

/**
 * Bundles both sides with esbuild, type-checks them with TypeScript in memory against the
 * packages installed here (the frontend only when React Native's and Expo's types are), and
 * lints every source file with ESLint's and typescript-eslint's recommended rules.
 */
export async function staticAnalysisGate(input: GateInput): Promise<StaticAnalysisGate> {
  const { frontend, backend } = input.code;
  const [frontendBundle, backendBundle] = await Promise.all([
    bundleCheck('frontend', frontend),
    bundleCheck('backend', backend),
  ]);
  const backendTypes = typecheckFiles('backend', backend);
  const frontendTypes = typecheckFiles('frontend', frontend);
  const lint = [...lintFiles('frontend', frontend), ...lintFiles('backend', backend)].map(
    (problem) => ({ check: 'lint', ...problem }),
  );
  const typecheckResult = (side: string, outcome: TypecheckOutcome): CheckResult =>
    outcome.measured ? resultOf(typecheckProblems(side, outcome)) : 'not_measured';
  const checks: Record<string, CheckResult> = {
    bundle_frontend: resultOf(frontendBundle),
    bundle_backend: resultOf(backendBundle),
    typecheck_frontend: typecheckResult('frontend', frontendTypes),
    typecheck_backend: typecheckResult('backend', backendTypes),
    lint: resultOf(lint),
  };
  const blocking = [
    ...frontendBundle,
    ...backendBundle,
    ...typecheckProblems('frontend', frontendTypes),
    ...typecheckProblems('backend', backendTypes),
  ];
  const missing = (outcome: TypecheckOutcome) => (outcome.measured ? [] : outcome.missing);
  return {
    status: blocking.length > 0 ? 'fail' : lint.length > 0 ? 'review' : 'pass',
    summary: summaryOf(checks, {
      frontend: missing(frontendTypes),
      backend: missing(backendTypes),
    }),
    checks,
    problems: [...blocking, ...lint].slice(0, PROBLEMS_SHOWN),
  };
}
