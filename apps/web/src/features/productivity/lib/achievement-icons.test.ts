import { describe, expect, it } from 'vitest';
import { achievementIconKey, iconKey } from './achievement-icons';

describe('the achievement icon by name', () => {
  it('reads PascalCase, camelCase, snake_case and kebab-case names alike', () => {
    expect(iconKey('ShieldCheck')).toBe('shield-check');
    expect(iconKey('shieldCheck')).toBe('shield-check');
    expect(iconKey('shield_check')).toBe('shield-check');
    expect(iconKey('Share2')).toBe('share-2');
    expect(achievementIconKey('CheckCircle')).toBe('check-circle');
    expect(achievementIconKey('zap')).toBe('zap');
  });

  it('falls back to the award for a name not in the table', () => {
    expect(achievementIconKey('no-such-icon')).toBe('award');
    expect(achievementIconKey('')).toBe('award');
    expect(achievementIconKey('constructor')).toBe('award');
  });
});
