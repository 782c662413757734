import type { TestCase } from '@appforge/shared/contracts/truth-report';
import type { SandboxProcess } from './sandbox-process.ts';

/** The cases of a sandboxed run as they finish, and the calls they make into the sandbox. */

/** A check that did not hold; its message becomes the case's. */
export class CaseFailure extends Error {}

export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new CaseFailure(message);
}

export class CaseList {
  readonly cases: TestCase[] = [];

  /** Runs one case: it passes unless `body` throws; what it threw is its message. */
  async run(suite: TestCase['suite'], name: string, body: () => Promise<void>): Promise<boolean> {
    try {
      await body();
      this.cases.push({ suite, name, passed: true });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.cases.push({ suite, name, passed: false, message });
      return false;
    }
  }

  fail(suite: TestCase['suite'], name: string, message: string) {
    this.cases.push({ suite, name, passed: false, message });
  }
}

export interface InjectAnswer {
  statusCode: number;
  body: string;
  /** The body parsed as JSON, or undefined. */
  json: unknown;
}

/** One request through the backend's `inject`, in the sandbox. */
export async function inject(
  sandbox: SandboxProcess,
  method: string,
  url: string,
  payload?: unknown,
): Promise<InjectAnswer> {
  const reply = await sandbox.request('inject', { method, url, payload });
  if (!reply.ok) throw new CaseFailure(reply.message);
  const body = String(reply.body);
  let json: unknown;
  try {
    json = body === '' ? undefined : JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { statusCode: Number(reply.statusCode), body, json };
}

/** `${method} ${url} answered ${status}: ${body}` (the body cut short), for a failed check. */
export const answered = (method: string, url: string, answer: InjectAnswer) =>
  `${method} ${url} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`;

/** Calls an exported function of a frontend module in the sandbox and returns its result. */
export async function callExport(
  sandbox: SandboxProcess,
  module: string,
  name: string,
  args: unknown[],
): Promise<unknown> {
  const reply = await sandbox.request('call', { module, name, args });
  if (!reply.ok) throw new CaseFailure(`${name} threw: ${reply.message}`);
  return reply.value;
}

/** The value of an export of a frontend module in the sandbox. */
export async function readExport(sandbox: SandboxProcess, module: string, name: string) {
  const reply = await sandbox.request('get', { module, name });
  if (!reply.ok) throw new CaseFailure(reply.message);
  return reply.value;
}
