import { describe, expect, it } from 'vitest';
import { generatedDisplayName, publicLeaderboardId } from './display-names';

const USER = '3f9c2f4e-5b1a-4c1e-9d7e-2a6b8c0d1e2f';

describe('leaderboard identities', () => {
  it('generates a fixed name like "Swift Otter 42" per user', () => {
    expect(generatedDisplayName(USER)).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [1-9]\d$/);
    expect(generatedDisplayName(USER)).toBe(generatedDisplayName(USER));
    const names = new Set(
      Array.from({ length: 50 }, (_, index) =>
        generatedDisplayName(`${USER.slice(0, -2)}${index}`),
      ),
    );
    expect(names.size).toBeGreaterThan(40);
  });

  it('shows 12 hex characters of a hash instead of the user id', () => {
    const id = publicLeaderboardId(USER);
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(USER.replaceAll('-', '')).not.toContain(id);
    expect(publicLeaderboardId(USER)).toBe(id);
    expect(publicLeaderboardId(`${USER.slice(0, -1)}0`)).not.toBe(id);
  });
});
