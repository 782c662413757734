import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/use-toast';
import type * as ToastStore from '@/lib/use-toast';
import { fakeAdminApi, anOverview } from './testing/fake-admin-api';
import { renderAdmin } from './testing/render-admin';

vi.mock('@/lib/use-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastStore>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const admin = { name: 'Ada Admin', role: 'Owner', email: 'admin@example.com' };
const noHint = () => Response.json({ generatedCredentials: false, email: null });

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.submit(screen.getByRole('button', { name: 'Sign In' }).closest('form')!);
}

describe('the admin login page', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.mocked(toast).mockClear();
  });

  it('asks for a required email-type email and a required password it can show', () => {
    fakeAdminApi({ 'GET /api/admin/login': noHint });
    renderAdmin('/admin/login');
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    expect(password.hasAttribute('required')).toBe(true);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('names the generated account in the hint, never a password', async () => {
    fakeAdminApi({
      'GET /api/admin/login': () =>
        Response.json({ generatedCredentials: true, email: 'admin@appforge.local' }),
    });
    renderAdmin('/admin/login');
    const hint = await screen.findByRole('complementary', { name: 'Demo credentials' });
    expect(hint.textContent).toContain('admin@appforge.local');
    expect(hint.textContent).toContain('printed once in the server log');
    expect(hint.textContent).toContain('ADMIN_PASSWORD');
  });

  it('shows no hint when the credentials were set by the operator', async () => {
    const sent = fakeAdminApi({ 'GET /api/admin/login': noHint });
    renderAdmin('/admin/login');
    await waitFor(() => expect(sent.map((request) => request.url)).toContain('/api/admin/login'));
    expect(screen.queryByRole('complementary', { name: 'Demo credentials' })).toBeNull();
  });

  it("shows the server's message in the banner when the login is rejected", async () => {
    fakeAdminApi({
      'GET /api/admin/login': noHint,
      'POST /api/admin/login': () =>
        Response.json(
          { success: false, error: 'invalid_credentials', message: 'Wrong email or password' },
          { status: 401 },
        ),
    });
    renderAdmin('/admin/login');
    fillIn('admin@example.com', 'nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password');
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it("says 'Login failed. Please try again.' when the server cannot be reached", async () => {
    fakeAdminApi({
      'GET /api/admin/login': noHint,
      'POST /api/admin/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderAdmin('/admin/login');
    fillIn('admin@example.com', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please try again.');
  });

  it('reads Signing In... while busy, then keeps the session, greets and opens the dashboard', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent = fakeAdminApi({
      'GET /api/admin/login': noHint,
      'POST /api/admin/login': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/admin/overview': () => Response.json(anOverview()),
    });
    renderAdmin('/admin/login');
    fillIn(' admin@example.com ', 'secret');
    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'admin@example.com',
      password: 'secret',
    });

    answer(
      Response.json({
        success: true,
        token: 'tok-1',
        admin,
        message: 'Signed in',
        expiresAt: '2030-01-01T00:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(localStorage.getItem('admin_token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('admin_user')!)).toEqual(admin);
    expect(toast).toHaveBeenCalledWith({
      title: 'Login Successful',
      description: 'Welcome back, Ada Admin!',
    });
    expect(screen.getByText('Ada Admin')).toBeTruthy();
    expect(screen.getByText('Owner')).toBeTruthy();
  });

  it('sends a visitor who already has a token straight to the dashboard', async () => {
    localStorage.setItem('admin_token', 'tok-1');
    fakeAdminApi({ 'GET /api/admin/overview': () => Response.json(anOverview()) });
    renderAdmin('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    // No record stored: the header's defaults.
    expect(screen.getByText('Admin User')).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
  });
});
