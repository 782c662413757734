import type { AnalyzeBody } from '@appforge/shared/contracts/ai';
import { describe, expect, it } from 'vitest';
import { analyze } from './analysis.service';

async function ruleLines(code: string, language: AnalyzeBody['language'] = 'typescript') {
  const answer = await analyze({ code, language, mode: 'performance' });
  expect(answer.success).toBe(true);
  for (const finding of answer.findings) expect(finding.message.length).toBeGreaterThan(40);
  return answer.findings.map((finding) => [finding.rule, finding.line]);
}

const TYPES = [
  'interface User { id: string; name: string }',
  'interface Order { userId: string; total: number }',
].join('\n');

describe("analyze 'performance': TypeScript and JavaScript", () => {
  it('reports await in a loop, but not in a callback or a for await', async () => {
    const code = [
      'export async function run(jobs: (() => Promise<void>)[], stream: AsyncIterable<number>) {',
      '  for (const job of jobs) {',
      '    await job();', // 3
      '  }',
      '  await Promise.all(jobs.map(async (job) => await job()));',
      '  for await (const value of stream) await Promise.resolve(value);',
      '}',
    ].join('\n');
    expect(await ruleLines(code)).toEqual([['perf/await-in-loop', 3]]);
  });

  it('reports a loop nested in a loop over the same collection, as statements or callbacks', async () => {
    const code = [
      TYPES,
      'export function pairs(users: User[]) {',
      '  let count = 0;',
      '  for (const a of users) {',
      '    for (const b of users) if (a.id < b.id) count++;', // 6
      '  }',
      '  users.forEach((a) => users.forEach((b) => { if (a === b) count--; }));', // 8
      '  for (let i = 0; i < users.length; i++) for (const c of users) count += c.name.length + i;', // 9
      '  return count;',
      '}',
    ].join('\n');
    expect(await ruleLines(code)).toEqual([
      ['perf/nested-loop-same-collection', 6],
      ['perf/nested-loop-same-collection', 8],
      ['perf/nested-loop-same-collection', 9],
    ]);
  });

  it('reports scans of another array inside a loop, not string methods or the loop element', async () => {
    const code = [
      TYPES,
      'export function join(users: User[], orders: Order[], banned: string[]) {',
      '  const found: Order[] = [];',
      '  for (const user of users) {',
      '    const order = orders.find((o) => o.userId === user.id);', // 6
      '    if (banned.includes(user.id)) continue;', // 7
      "    if (order && !user.name.includes('test')) found.push(order);",
      '  }',
      '  return found;',
      '}',
    ].join('\n');
    expect(await ruleLines(code)).toEqual([
      ['perf/quadratic-lookup', 6],
      ['perf/quadratic-lookup', 7],
    ]);
  });

  it('reports JSON work in loops, on large literals and as a deep copy', async () => {
    const big = JSON.stringify(Array.from({ length: 800 }, (_, id) => ({ id, name: `n${id}` })));
    const code = [
      'export function f(items: object[], seen: Set<string>) {',
      '  for (const item of items) seen.add(JSON.stringify(item));', // 2
      `  const table = JSON.parse('${big}');`, // 3
      '  return JSON.parse(JSON.stringify({ table, seen }));', // 4
      '}',
    ].join('\n');
    expect(await ruleLines(code)).toEqual([
      ['perf/json-in-loop', 2],
      ['perf/large-json-literal', 3],
      ['perf/json-deep-clone', 4],
    ]);
  });

  it('reports copies that grow inside a loop or a reduce', async () => {
    const code = [
      TYPES,
      'export function collect(users: User[]) {',
      '  let names: string[] = [];',
      '  for (const user of users) names = [...names, user.name];', // 5
      '  let all: User[] = [];',
      '  for (const user of users) all = all.concat([user]);', // 7
      '  const byId = users.reduce((acc, u) => ({ ...acc, [u.id]: u }), {});', // 8
      '  return { names, all, byId };',
      '}',
    ].join('\n');
    expect(await ruleLines(code)).toEqual([
      ['perf/accumulating-copy', 5],
      ['perf/accumulating-copy', 7],
      ['perf/accumulating-copy', 8],
    ]);
  });

  it('reports sorting and filtering in a render, not in useMemo or a handler', async () => {
    const code = [
      "import { useMemo } from 'react';",
      TYPES,
      'export function UserList({ users, query }: { users: User[]; query: string }) {',
      '  const shown = users.filter((u) => u.name.includes(query)).sort((a, b) => a.id.localeCompare(b.id));', // 5
      '  const sorted = useMemo(() => [...users].sort(), [users]);',
      '  const onClick = () => users.filter((u) => u.id).length;',
      '  return <ul onClick={onClick}>{shown.map((u) => <li key={u.id}>{u.name}{sorted.length}</li>)}</ul>;',
      '}',
    ].join('\n');
    const answer = await analyze({ code, language: 'typescript', mode: 'performance' });
    expect(answer.findings).toEqual([
      expect.objectContaining({
        rule: 'perf/render-work-without-memo',
        line: 5,
        message: expect.stringContaining(
          '`users.filter(…).sort(…)` runs again on every render of `UserList`',
        ),
      }),
    ]);
  });

  it('applies the same rules to JavaScript', async () => {
    const code = [
      'export async function send(messages, post) {',
      '  for (const message of messages) await post(JSON.stringify(message));', // 2
      '}',
    ].join('\n');
    expect(await ruleLines(code, 'javascript')).toEqual([
      ['perf/await-in-loop', 2],
      ['perf/json-in-loop', 2],
    ]);
  });
});
