import { PRODUCTIVITY_SCORE_RULE, XP_RULE_LABELS } from '@appforge/shared/contracts/productivity';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProductivityServer } from './testing/fake-productivity-api';
import { aNewProfile } from './testing/productivity-fixtures';
import { renderProductivity } from './testing/render-productivity';

const openTab = async (name: string) => {
  fireEvent.mouseDown(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
};
const names = (items: HTMLElement[]) =>
  items.map((item) => within(item).getByText(/^Achievement \d+$/).textContent);
const metric = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the tracker tabs', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('Overview: the 5 newest unlocked achievements and language bars at 100, 80, 60', async () => {
    fakeProductivityServer();
    renderProductivity();
    const recent = await screen.findByRole('list', { name: 'Recent achievements' });
    expect(names(within(recent).getAllByRole('listitem'))).toEqual([
      'Achievement 4',
      'Achievement 7',
      'Achievement 2',
      'Achievement 5',
      'Achievement 6',
    ]);
    expect(within(recent).getAllByRole('listitem')[0]!.textContent).toContain('Mar 12, 2025');

    const languages = screen.getByRole('list', { name: 'Favourite languages' });
    const rows = within(languages).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TypeScript3,000 lines',
      'CSS900 lines',
      'HTML421 lines',
    ]);
    expect(screen.getAllByTestId('language-bar').map((bar) => bar.style.width)).toEqual([
      '100%',
      '80%',
      '60%',
    ]);
  });

  it('Achievements: every card with rarity, category, XP and state; filtered by category', async () => {
    fakeProductivityServer();
    renderProductivity('?tab=achievements');
    const list = await screen.findByRole('list', { name: 'Achievements' });
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('12 of 12 achievements')).toBeTruthy();

    const first = within(screen.getByRole('article', { name: 'Achievement 1' }));
    expect(first.getByText('Reach milestone 1.')).toBeTruthy();
    expect(first.getByText('Common')).toBeTruthy();
    expect(first.getByText('Speed')).toBeTruthy();
    expect(first.getByText('+25 XP')).toBeTruthy();
    expect(first.getByText(/^Unlocked/).textContent).toBe('Unlocked Mar 3, 2025');
    const second = within(screen.getByRole('article', { name: 'Achievement 2' }));
    expect(second.getByText('Rare').className).toContain('text-cyan-300');
    const locked = within(screen.getByRole('article', { name: 'Achievement 12' }));
    expect(locked.getByText('Locked')).toBeTruthy();
    expect(locked.getByText('Legendary').className).toContain('text-amber-300');

    const filter = screen.getByRole('radiogroup', { name: 'Category' });
    fireEvent.click(within(filter).getByRole('radio', { name: 'Quality' }));
    expect(names(within(list).getAllByRole('article'))).toEqual(['Achievement 3', 'Achievement 4']);
    expect(screen.getByText('2 of 12 achievements')).toBeTruthy();
    fireEvent.click(within(filter).getByRole('radio', { name: 'All' }));
    expect(within(list).getAllByRole('article')).toHaveLength(12);
  });

  it('Progress: the first 10 achievements with their percent', async () => {
    fakeProductivityServer();
    renderProductivity('?tab=progress');
    const list = await screen.findByRole('list', { name: 'Achievement progress' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).queryByText('Achievement 11')).toBeNull();
    const eighth = screen.getByRole('progressbar', { name: 'Achievement 8 progress' });
    expect(eighth.getAttribute('aria-valuenow')).toBe('10.5');
    expect(eighth.parentElement!.textContent).toBe('10%');
    const first = screen.getByRole('progressbar', { name: 'Achievement 1 progress' });
    expect(first.getAttribute('aria-valuenow')).toBe('100');
  });

  it('Leaderboard: every row with its figures, your row marked You', async () => {
    fakeProductivityServer();
    renderProductivity('?tab=leaderboard');
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('#2');
    expect(rows[1]!.textContent).toContain('Demo Developer');
    expect(rows[1]!.textContent).toContain('3,300');
    expect(rows[1]!.textContent).toContain('12 days');
    const you = rows[2]!;
    expect(you.getAttribute('aria-current')).toBe('true');
    expect(within(you).getByText('You')).toBeTruthy();
    expect(within(you).getByText('Ada')).toBeTruthy();
    expect(rows[0]!.getAttribute('aria-current')).toBeNull();
  });

  it('Leaderboard: edits your display name, checked like the server checks it', async () => {
    const server = fakeProductivityServer();
    renderProductivity('?tab=leaderboard');
    await screen.findByRole('table', { name: 'Leaderboard' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit display name' }));
    const form = within(screen.getByRole('form', { name: 'Display name' }));
    const input = form.getByLabelText('Display name') as HTMLInputElement;
    expect(input.value).toBe('Ada');

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByRole('alert').textContent).toBe(
      'A display name needs at least one character.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: 'x'.repeat(41) } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByRole('alert').textContent).toBe('A display name has at most 40 characters.');
    expect(server.requestsTo('PATCH /profile/me')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '  Ada Lovelace ' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Display name' })).toBeNull());
    expect(server.requestsTo('PATCH /profile/me')[0]!.body).toEqual({
      displayName: 'Ada Lovelace',
    });
    const table = screen.getByRole('table', { name: 'Leaderboard' });
    const you = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current'));
    await waitFor(() => expect(within(you!).getByText('Ada Lovelace')).toBeTruthy());
    expect(screen.getByText(/^Your name:/).textContent).toBe('Your name: Ada Lovelace');
  });

  it("Leaderboard: shows the server's reason when it refuses a name", async () => {
    fakeProductivityServer({
      overrides: {
        'PATCH /api/productivity/profile/me': () =>
          Response.json(
            { error: 'invalid_body', message: 'That display name is taken.' },
            { status: 400 },
          ),
      },
    });
    renderProductivity('?tab=leaderboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit display name' }));
    const form = within(screen.getByRole('form', { name: 'Display name' }));
    fireEvent.change(form.getByLabelText('Display name'), { target: { value: 'Grace' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect((await form.findByRole('alert')).textContent).toBe('That display name is taken.');
    fireEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/^Your name:/).textContent).toBe('Your name: Ada');
  });

  it('Statistics: the metrics, the productivity score and how XP is earned', async () => {
    fakeProductivityServer();
    renderProductivity();
    const panel = await openTab('Statistics');
    expect(metric(panel, 'Average build time')).toBe('12.3 s');
    expect(metric(panel, 'Code generated')).toBe('4,321 lines');
    expect(metric(panel, 'Bug-fix rate')).toBe('75.0%');
    expect(metric(panel, 'Test coverage')).toBe('not measured yet — run a Truth Report');
    expect(
      within(panel).getByRole('link', { name: 'run a Truth Report' }).getAttribute('href'),
    ).toBe('/truth-report');
    expect(metric(panel, 'Builds')).toBe('9');
    expect(metric(panel, 'Successful builds')).toBe('6');
    expect(metric(panel, 'XP earned')).toBe('360');
    const score = within(panel).getByRole('progressbar', { name: 'Productivity score' });
    expect(score.getAttribute('aria-valuenow')).toBe('72');
    expect(within(panel).getByText(PRODUCTIVITY_SCORE_RULE)).toBeTruthy();
    const rules = within(panel).getByRole('list', { name: 'How XP is earned' });
    const items = within(rules).getAllByRole('listitem');
    expect(items).toHaveLength(Object.keys(XP_RULE_LABELS).length);
    expect(items[0]!.textContent).toBe(`${XP_RULE_LABELS.appGenerated}+50 XP`);
    // The charts' numbers are there for screen readers.
    expect(within(panel).getByRole('table', { name: 'Activity per day' })).toBeTruthy();
  });

  it('shows empty states for someone who has not built anything yet', async () => {
    fakeProductivityServer({ me: aNewProfile() });
    renderProductivity();
    expect(await screen.findByText('No achievements unlocked yet')).toBeTruthy();
    expect(screen.getByText('No code generated yet')).toBeTruthy();
    expect(screen.getByText('0.0% success rate')).toBeTruthy();

    const panel = await openTab('Statistics');
    expect(within(panel).getByRole('heading', { name: 'No builds yet' })).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'Open the App Builder' }).getAttribute('href'),
    ).toBe('/');
    expect(metric(panel, 'Average build time')).toBe('No builds yet');
    expect(metric(panel, 'Bug-fix rate')).toBe('not measured yet');
  });
});
