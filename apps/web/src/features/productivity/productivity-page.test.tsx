import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProductivityServer } from './testing/fake-productivity-api';
import { aProfile } from './testing/productivity-fixtures';
import { renderProductivity } from './testing/render-productivity';

const statValue = (label: string) =>
  screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;
const statSub = (label: string) =>
  screen.getByText(label, { selector: 'p' }).parentElement?.lastElementChild?.textContent;
const sessionCard = () => within(screen.getByRole('region', { name: 'Coding session' }));
/** The session card once the profile has loaded. */
const loadedSessionCard = async () =>
  within(await screen.findByRole('region', { name: 'Coding session' }));
/** "1:02:05" → 3725. */
const toSeconds = (time: string) =>
  time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('the Developer Productivity Tracker', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the loading state, then the four cards with the profile’s figures', async () => {
    const server = fakeProductivityServer();
    renderProductivity();
    expect(screen.getByRole('status', { name: 'Loading the profile' })).toBeTruthy();
    expect(await screen.findByText('Level 3')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the profile' })).toBeNull();

    const bar = screen.getByRole('progressbar', { name: 'XP toward level 4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('120 / 300 XP · 180 XP to level 4')).toBeTruthy();
    expect(statValue('Day streak')).toBe('4 days');
    expect(statValue('Successful builds')).toBe('2 / 3');
    expect(statSub('Successful builds')).toBe('66.7% success rate');
    expect(statValue('Achievements')).toBe('7 / 12');
    expect(server.requestsTo('GET /profile/me')).toHaveLength(1);
  });

  it('starts a session, shows the running timer, then ends it with the XP it earned', async () => {
    const server = fakeProductivityServer();
    renderProductivity();
    fireEvent.click(
      await (await loadedSessionCard()).findByRole('button', { name: 'Start Session' }),
    );

    const timer = await sessionCard().findByRole('timer', { name: /^Coding session time: / });
    expect(timer.textContent).toMatch(/^00:0\d$/);
    expect(server.requestsTo('POST /session/start')[0]!.body).toEqual({
      userId: 'me',
      sessionType: 'coding',
    });
    expect(sessionCard().queryByRole('button', { name: 'Start Session' })).toBeNull();

    fireEvent.click(sessionCard().getByRole('button', { name: 'End Session' }));
    const notice = await sessionCard().findByRole('status');
    expect(notice.textContent).toMatch(/^Session ended after 00:0\d: \+0 XP earned\.$/);
    expect(server.requestsTo('POST /session/end')[0]!.body).toEqual({ userId: 'me' });
    expect(sessionCard().queryByRole('timer')).toBeNull();
    expect(sessionCard().getByRole('button', { name: 'Start Session' })).toBeTruthy();
  });

  it('earns a minute’s XP per minute of a running session and reads the figures again', async () => {
    const server = fakeProductivityServer({
      me: aProfile({ activeSession: { sessionType: 'coding', startedAt: minutesAgo(5.1) } }),
    });
    renderProductivity();
    const timer = await (await loadedSessionCard()).findByRole('timer');
    expect(timer.textContent).toMatch(/^05:\d\d$/);
    expect(timer.getAttribute('aria-label')).toMatch(
      /^Coding session time: 5 minutes \d+ seconds?$/,
    );

    fireEvent.click(sessionCard().getByRole('button', { name: 'End Session' }));
    expect((await sessionCard().findByRole('status')).textContent).toMatch(/\+5 XP earned\.$/);
    await waitFor(() => expect(server.requestsTo('GET /profile/me')).toHaveLength(2));
    expect(server.requestsTo('GET /leaderboard')).toHaveLength(2);
    expect(server.requestsTo('GET /progress/me')).toHaveLength(2);
  });

  it('ticks the timer each second, in h:mm:ss past an hour', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeProductivityServer({
      me: aProfile({
        activeSession: {
          sessionType: 'coding',
          startedAt: new Date(Date.now() - 3_725_000).toISOString(),
        },
      }),
    });
    renderProductivity();
    const timer = await (await loadedSessionCard()).findByRole('timer');
    const before = timer.textContent!;
    expect(before).toMatch(/^1:02:\d\d$/);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const ticked = toSeconds(timer.textContent!) - toSeconds(before);
    expect(ticked).toBeGreaterThanOrEqual(2);
    expect(ticked).toBeLessThanOrEqual(3);
  });

  it('says why the server refused to start or end a session (409)', async () => {
    const server = fakeProductivityServer({
      overrides: {
        'POST /api/productivity/session/start': () =>
          Response.json(
            { error: 'session_running', message: 'A coding session is already running.' },
            { status: 409 },
          ),
      },
    });
    renderProductivity();
    fireEvent.click(
      await (await loadedSessionCard()).findByRole('button', { name: 'Start Session' }),
    );
    const alert = await sessionCard().findByRole('alert');
    expect(alert.textContent).toBe(
      "Couldn't start the session: A coding session is already running.",
    );
    // The page reads the profile again: another tab may have started one.
    await waitFor(() => expect(server.requestsTo('GET /profile/me')).toHaveLength(2));
  });

  it('says when there was no session to end', async () => {
    fakeProductivityServer({
      me: aProfile({ activeSession: { sessionType: 'coding', startedAt: minutesAgo(1) } }),
      overrides: {
        'POST /api/productivity/session/end': () =>
          Response.json(
            { error: 'no_session', message: 'No coding session is running.' },
            { status: 409 },
          ),
      },
    });
    renderProductivity();
    fireEvent.click(
      await (await loadedSessionCard()).findByRole('button', { name: 'End Session' }),
    );
    expect((await sessionCard().findByRole('alert')).textContent).toBe(
      "Couldn't end the session: No coding session is running.",
    );
  });

  it('switches to the read-only demo profile: its figures, no session buttons', async () => {
    const server = fakeProductivityServer();
    renderProductivity();
    await screen.findByText('Level 3');
    expect(screen.queryByRole('note')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Demo profile' }));
    expect(await screen.findByText('Level 8')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain(
      'sample data generated from a seeded history',
    );
    expect(screen.getByText('Read-only')).toBeTruthy();
    expect(statValue('Successful builds')).toBe('40 / 44');
    expect(sessionCard().queryByRole('button')).toBeNull();
    expect(sessionCard().getByText(/The demo profile is read-only/)).toBeTruthy();
    expect(server.requestsTo('GET /profile/demo-user')).toHaveLength(1);
    expect(server.requestsTo('GET /progress/demo-user')).toHaveLength(1);

    fireEvent.click(screen.getByRole('radio', { name: 'You' }));
    expect(await screen.findByText('Level 3')).toBeTruthy();
    expect(sessionCard().getByRole('button', { name: 'Start Session' })).toBeTruthy();
  });

  it('reads the profile and progress every 30 s and the leaderboard every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeProductivityServer();
    renderProductivity('?profile=demo-user');
    await screen.findByText('Level 8');
    await waitFor(() => expect(server.requestsTo('GET /leaderboard')).toHaveLength(1));
    const counts = () => [
      server.requestsTo('GET /profile/demo-user').length,
      server.requestsTo('GET /progress/demo-user').length,
      server.requestsTo('GET /leaderboard').length,
    ];
    expect(counts()).toEqual([1, 1, 1]);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(counts()).toEqual([2, 2, 1]);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(counts()).toEqual([3, 3, 2]);
  });

  it('shows the server’s reason and a Retry when the profile cannot be read', async () => {
    fakeProductivityServer({
      overrides: {
        'GET /api/productivity/profile/me': () =>
          Response.json({ error: 'internal', message: 'The database is down.' }, { status: 500 }),
      },
    });
    renderProductivity();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load the profile");
    expect(alert.textContent).toContain('The database is down.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
