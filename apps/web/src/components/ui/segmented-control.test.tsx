import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SegmentedControl, type SegmentedOption } from './segmented-control';

type Side = 'frontend' | 'backend' | 'shared';
const OPTIONS: SegmentedOption<Side>[] = [
  { value: 'frontend', label: 'Frontend' },
  { value: 'backend', label: 'Backend' },
  { value: 'shared', label: 'Shared' },
];

function Controlled({ onChange }: { onChange: (side: Side) => void }) {
  const [side, setSide] = useState<Side>('frontend');
  return (
    <SegmentedControl
      label="Side"
      value={side}
      options={OPTIONS}
      onChange={(next) => {
        onChange(next);
        setSide(next);
      }}
    />
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });
const checkedName = () =>
  screen.getAllByRole('radio').find((option) => option.getAttribute('aria-checked') === 'true')
    ?.textContent;

describe('SegmentedControl', () => {
  afterEach(cleanup);

  it('is a named radio group whose checked option is the one tab stop', () => {
    render(<Controlled onChange={() => undefined} />);
    expect(screen.getByRole('radiogroup', { name: 'Side' })).toBeTruthy();
    expect(checkedName()).toBe('Frontend');
    expect(OPTIONS.map(({ label }) => radio(label).tabIndex)).toEqual([0, -1, -1]);
  });

  it('checks an option on click', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(radio('Backend'));
    expect(onChange).toHaveBeenCalledWith('backend');
    expect(checkedName()).toBe('Backend');
    expect(radio('Backend').tabIndex).toBe(0);
  });

  it('moves the choice and the focus with the arrow keys, wrapping, and Home/End', () => {
    render(<Controlled onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup');
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(checkedName()).toBe('Backend');
    expect(document.activeElement).toBe(radio('Backend'));
    fireEvent.keyDown(group, { key: 'ArrowDown' });
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(checkedName()).toBe('Frontend');
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(checkedName()).toBe('Shared');
    fireEvent.keyDown(group, { key: 'Home' });
    expect(checkedName()).toBe('Frontend');
    fireEvent.keyDown(group, { key: 'End' });
    expect(checkedName()).toBe('Shared');
    expect(document.activeElement).toBe(radio('Shared'));
  });

  it('leaves other keys alone', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('radiogroup'), { key: 'a' });
    expect(onChange).not.toHaveBeenCalled();
  });
});
