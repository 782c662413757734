import type { AnalyzeBody } from '@appforge/shared/contracts/ai';
import { describe, expect, it } from 'vitest';
import { analyze } from './analysis.service';

async function ruleLines(
  language: AnalyzeBody['language'],
  mode: AnalyzeBody['mode'],
  lines: string[],
) {
  const answer = await analyze({ code: lines.join('\n'), language, mode });
  expect(answer.success).toBe(true);
  return answer.findings.map((finding) => [finding.rule, finding.line]);
}

describe('analyze: Python', () => {
  it('reports bare except, mutable defaults and == None', async () => {
    const code = [
      'def load(path, cache={}, seen: list = list()):', // 1 ×2
      '    try:',
      '        return cache[path]',
      '    except:', // 4
      '        pass',
      '    if seen == None or None != path:', // 6 ×2
      '        return None',
      '    if seen is None:',
      '        return []',
    ];
    expect(await ruleLines('python', 'issues', code)).toEqual([
      ['python/mutable-default-argument', 1],
      ['python/mutable-default-argument', 1],
      ['python/bare-except', 4],
      ['python/none-comparison', 6],
      ['python/none-comparison', 6],
    ]);
  });

  it('reports nested loops over one list and loops that only append', async () => {
    const code = [
      'def pairs(items):',
      '    found = []',
      '    for a in items:',
      '        for b in items:', // 4
      '            if a < b:',
      '                found.append((a, b))',
      '    doubled = []',
      '    for a in items:', // 8
      '        doubled.append(a * 2)',
      '    return found, doubled',
    ];
    expect(await ruleLines('python', 'performance', code)).toEqual([
      ['perf/nested-loop-same-collection', 4],
      ['python/append-in-loop', 8],
    ]);
  });
});

describe('analyze: Rust', () => {
  it('reports .unwrap() calls', async () => {
    const code = [
      'fn main() {',
      '    let text = std::fs::read_to_string("a.txt").unwrap();', // 2
      '    let n: i32 = text.trim().parse().unwrap_or(0);',
      '    println!("{n}");',
      '}',
    ];
    expect(await ruleLines('rust', 'issues', code)).toEqual([['rust/unwrap', 2]]);
  });

  it('sees through borrows and iterators when comparing loop collections', async () => {
    const code = [
      'fn count(items: &[i32]) -> usize {',
      '    let mut n = 0;',
      '    for a in items.iter() {',
      '        for b in &items {', // 4
      '            if a < b { n += 1; }',
      '        }',
      '    }',
      '    n',
      '}',
    ];
    expect(await ruleLines('rust', 'performance', code)).toEqual([
      ['perf/nested-loop-same-collection', 4],
    ]);
  });
});

describe('analyze: Swift', () => {
  it('reports force unwraps and try!', async () => {
    const code = [
      'func load(_ url: URL?) -> String {',
      '    let data = try! Data(contentsOf: url!)', // 2 ×2
      '    let text = String(data: data, encoding: .utf8)',
      '    return text ?? ""',
      '}',
    ];
    expect(await ruleLines('swift', 'issues', code)).toEqual([
      ['swift/force-try', 2],
      ['swift/force-unwrap', 2],
    ]);
  });

  it('reports a nested loop over the same array', async () => {
    const code = [
      'func pairs(_ items: [Int]) -> Int {',
      '    var n = 0',
      '    for a in items {',
      '        for b in items where a < b { n += 1 }', // 4
      '    }',
      '    return n',
      '}',
    ];
    expect(await ruleLines('swift', 'performance', code)).toEqual([
      ['perf/nested-loop-same-collection', 4],
    ]);
  });
});

describe('analyze: Kotlin', () => {
  it('reports !! assertions', async () => {
    const code = [
      'fun length(name: String?): Int {',
      '    val trimmed = name?.trim()',
      '    return trimmed!!.length', // 3
      '}',
    ];
    expect(await ruleLines('kotlin', 'issues', code)).toEqual([['kotlin/not-null-assertion', 3]]);
  });

  it('reports a nested loop over the same list', async () => {
    const code = [
      'fun pairs(items: List<Int>): Int {',
      '    var n = 0',
      '    for (a in items) {',
      '        for (b in items) if (a < b) n++', // 4
      '    }',
      '    return n',
      '}',
    ];
    expect(await ruleLines('kotlin', 'performance', code)).toEqual([
      ['perf/nested-loop-same-collection', 4],
    ]);
  });
});
