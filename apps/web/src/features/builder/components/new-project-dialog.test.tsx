import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewProjectDialog } from './new-project-dialog';

function renderDialog(onCreate: (name: string) => Promise<boolean>) {
  const onOpenChange = vi.fn();
  render(
    <NewProjectDialog open onOpenChange={onOpenChange} creating={false} onCreate={onCreate} />,
  );
  return { onOpenChange, name: screen.getByRole('textbox', { name: 'Name' }) };
}

describe('NewProjectDialog', () => {
  afterEach(cleanup);

  it('creates under the default name when the field is left empty, then closes', async () => {
    const onCreate = vi.fn(async () => true);
    const { onOpenChange, name } = renderDialog(onCreate);
    expect(name.getAttribute('placeholder')).toBe('My App');
    fireEvent.submit(name.closest('form')!);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onCreate).toHaveBeenCalledWith('My App');
  });

  it('refuses a name longer than the server allows, and trims the one it sends', async () => {
    const onCreate = vi.fn(async () => false);
    const { onOpenChange, name } = renderDialog(onCreate);
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    expect(screen.getByText('Name must be at most 100 characters')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true);
    fireEvent.submit(name.closest('form')!);
    expect(onCreate).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: '  Groceries  ' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.submit(name.closest('form')!);
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Groceries'));
    // It failed (the caller showed why): the dialog stays open for another try.
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
