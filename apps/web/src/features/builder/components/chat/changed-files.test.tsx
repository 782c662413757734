import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangedFiles } from './changed-files';

describe('ChangedFiles', () => {
  afterEach(cleanup);

  it('lists a few paths as they are, and nothing when no file changed', () => {
    const { container, rerender } = render(<ChangedFiles files={['frontend/src/theme.ts']} />);
    expect(screen.getByRole('list', { name: 'Changed files' }).textContent).toBe(
      'frontend/src/theme.ts',
    );
    expect(container.querySelector('details')).toBeNull();
    rerender(<ChangedFiles files={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('folds a long list behind "N files changed"', () => {
    const files = ['a', 'b', 'c', 'd', 'e'].map((name) => `frontend/src/${name}.ts`);
    const { container } = render(<ChangedFiles files={files} />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(screen.getByText('5 files changed'));
    expect(details.open).toBe(true);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
