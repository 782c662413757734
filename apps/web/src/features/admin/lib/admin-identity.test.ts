import { describe, expect, it } from 'vitest';
import { adminIdentity, initialsOf } from './admin-identity';

describe('the admin shown in the header', () => {
  it("uses the record's name and role", () => {
    expect(
      adminIdentity({ name: 'Ada Lovelace', role: 'Owner', email: 'ada@example.com' }),
    ).toEqual({ name: 'Ada Lovelace', role: 'Owner' });
  });

  it("falls back to 'Admin User' and 'Administrator'", () => {
    expect(adminIdentity(null)).toEqual({ name: 'Admin User', role: 'Administrator' });
    expect(adminIdentity({ name: ' ', role: '', email: 'a@example.com' })).toEqual({
      name: 'Admin User',
      role: 'Administrator',
    });
  });

  it('makes up to two initials', () => {
    expect(initialsOf('Ada Lovelace Byron')).toBe('AL');
    expect(initialsOf('admin')).toBe('A');
  });
});
