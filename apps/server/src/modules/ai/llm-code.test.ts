import { describe, expect, it } from 'vitest';
import { extractCode } from './llm-code';

describe('extractCode', () => {
  it('takes the longest fenced block and keeps the words around it as the explanation', () => {
    const answer = [
      'Here is the model:',
      '```swift',
      'struct Recipe: Codable {',
      '  let name: String',
      '}',
      '```',
      'Use it like this:',
      '```swift',
      'let r = Recipe(name: "Soup")',
      '```',
    ].join('\n');
    expect(extractCode(answer)).toEqual({
      code: 'struct Recipe: Codable {\n  let name: String\n}',
      prose: 'Here is the model:\n\nUse it like this:\nlet r = Recipe(name: "Soup")',
    });
  });

  it('takes the whole answer as code when it has no fence', () => {
    expect(extractCode('  fn main() {}\n')).toEqual({ code: 'fn main() {}', prose: '' });
  });
});
