import { afterEach, describe, expect, it } from 'vitest';
import {
  clearAdminSession,
  readAdminToken,
  readAdminUser,
  saveAdminSession,
} from './admin-storage';

const admin = { name: 'Ada Admin', role: 'Administrator', email: 'ada@example.com' };

describe('admin session storage', () => {
  afterEach(() => localStorage.clear());

  it('keeps the token and the record under admin_token and admin_user', () => {
    saveAdminSession('tok-1', admin);
    expect(localStorage.getItem('admin_token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('admin_user') ?? 'null')).toEqual(admin);
    expect(readAdminToken()).toBe('tok-1');
    expect(readAdminUser()).toEqual(admin);
  });

  it('reads nothing when nothing, an empty token or a damaged record is stored', () => {
    expect(readAdminToken()).toBeNull();
    expect(readAdminUser()).toBeNull();
    localStorage.setItem('admin_token', '');
    localStorage.setItem('admin_user', '{not json');
    expect(readAdminToken()).toBeNull();
    expect(readAdminUser()).toBeNull();
    localStorage.setItem('admin_user', JSON.stringify({ name: 'No role' }));
    expect(readAdminUser()).toBeNull();
  });

  it('clears both keys and leaves the rest of local storage alone', () => {
    localStorage.setItem('ui-theme', 'dark');
    saveAdminSession('tok-1', admin);
    clearAdminSession();
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(localStorage.getItem('admin_user')).toBeNull();
    expect(localStorage.getItem('ui-theme')).toBe('dark');
  });
});
