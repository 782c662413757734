import { describe, expect, it } from 'vitest';
import { activeAgentsText, agentLabel } from './agents';

describe('agents', () => {
  it("labels an agent by its name, or 'AI Agent' when it has none", () => {
    expect(agentLabel({ name: 'Built-in code recipes' })).toBe('Built-in code recipes');
    expect(agentLabel({ name: '  ' })).toBe('AI Agent');
  });

  it('counts the active agents', () => {
    expect(activeAgentsText(0)).toBe('0 active agents');
    expect(activeAgentsText(1)).toBe('1 active agent');
    expect(activeAgentsText(5)).toBe('5 active agents');
  });
});
