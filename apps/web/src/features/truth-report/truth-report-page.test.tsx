import { RUN_STAGE_LABELS, VERDICT_RULES } from '@appforge/shared/contracts/truth-report';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerdictBadge } from './components/status-badges';
import { fakeTruthReportServer } from './testing/fake-truth-report-api';
import { location, renderTruthReport } from './testing/render-truth-report';
import {
  aReport,
  anUnmeasuredReport,
  aRunProgress,
  OTHER_PROJECT,
  PROJECT,
} from './testing/report-fixtures';

const reportCard = async () =>
  within(await screen.findByRole('region', { name: 'Latest build report' }));
/** The value under a headline figure's label. */
const headline = (card: ReturnType<typeof within>, label: string) =>
  card.getByText(label, { selector: 'p' }).nextElementSibling!.textContent;
const generateButton = () => screen.getByRole('button', { name: /^(Generate Report|Generating)/ });

describe('the Truth Report Dashboard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the latest report: verdict, when, which build, the four headline figures and why', async () => {
    const server = fakeTruthReportServer({ reports: { [PROJECT.id]: [aReport()] } });
    renderTruthReport();
    const card = await reportCard();
    expect(card.getByText('NEEDS REVIEW').closest('[data-tone]')!.getAttribute('data-tone')).toBe(
      'warning',
    );
    expect(card.getByText('build-3-1f2e3d4c')).toBeTruthy();
    expect(card.getByText('Version').nextElementSibling!.textContent).toBe('3');
    expect(card.getByText('Generated').nextElementSibling!.querySelector('time')!.dateTime).toBe(
      '2025-05-14T09:30:00.000Z',
    );
    expect(headline(card, 'Tests passed')).toBe('38 of 38');
    expect(headline(card, 'API response p95')).toBe('212 ms');
    expect(headline(card, 'Test coverage')).toBe('83.4%');
    expect(headline(card, 'iOS cold start')).toBe('640 ms');
    expect(card.getByText('Budget 800 ms')).toBeTruthy();
    const reviews = card.getByRole('list', { name: 'Needs review' });
    expect(
      within(reviews)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Performance', 'Visual regression']);
    expect(card.queryByRole('list', { name: 'Blocked by' })).toBeNull();
    expect(card.getByText('How the verdict is decided')).toBeTruthy();
    for (const rule of VERDICT_RULES) expect(card.getByText(rule)).toBeTruthy();
    expect(server.requestsTo('GET /api/truth-report/latest')[0]!.query.has('projectId')).toBe(
      false,
    );
  });

  it('colours READY green, BLOCKED red, NEEDS_REVIEW yellow and anything else grey', () => {
    const cases = [
      ['READY', 'READY', 'emerald'],
      ['BLOCKED', 'BLOCKED', 'red'],
      ['NEEDS_REVIEW', 'NEEDS REVIEW', 'amber'],
      ['ON_HOLD', 'ON HOLD', 'slate'],
    ] as const;
    for (const [verdict, text, colour] of cases) {
      render(<VerdictBadge verdict={verdict} />);
      const badge = screen.getByText(text).closest('span[data-tone]')!;
      expect(badge.className).toContain(`text-${colour}-300`);
      expect(badge.textContent).toBe(`Verdict: ${text}`);
      cleanup();
    }
  });

  it('says "not measured" where the report has no figure, never a number', async () => {
    fakeTruthReportServer({
      reports: { [PROJECT.id]: [anUnmeasuredReport({ verdict: 'BLOCKED', blockers: ['tests'] })] },
    });
    renderTruthReport();
    const card = await reportCard();
    expect(headline(card, 'Tests passed')).toBe('30 of 30');
    expect(headline(card, 'API response p95')).toBe('not measured');
    expect(headline(card, 'Test coverage')).toBe('not measured');
    expect(headline(card, 'iOS cold start')).toBe('not measured');
    expect(card.getByText('Unit 30/30 · UI not measured · E2E not measured')).toBeTruthy();
    const blockers = card.getByRole('list', { name: 'Blocked by' });
    expect(blockers.textContent).toBe('Tests');
  });

  it('generates a report: the run stage and progress from /run, then the new report', async () => {
    const server = fakeTruthReportServer({
      stages: [aRunProgress('preparing', 5), aRunProgress('sandbox', 35)],
    });
    renderTruthReport('?tab=history');
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeTruthy();
    expect(screen.getAllByText(/^No report yet for this project — Generate Report/)).toHaveLength(
      2,
    );
    fireEvent.click(generateButton());

    expect(
      await screen.findByText(`${RUN_STAGE_LABELS.sandbox}…`, {}, { timeout: 3000 }),
    ).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Report progress' });
    expect(bar.getAttribute('aria-valuetext')).toBe(`35%: ${RUN_STAGE_LABELS.sandbox}`);
    expect(generateButton().textContent).toBe('Generating… 35%');
    expect((generateButton() as HTMLButtonElement).disabled).toBe(true);
    expect(server.requestsTo('POST /api/truth-report/generate')[0]!.body).toEqual({});

    const historyReads = server.requestsTo('GET /api/truth-report/history').length;
    server.finishRun(aReport({ verdict: 'READY', reviews: [], version: 4 }));
    const card = await reportCard();
    expect(card.getByText('READY')).toBeTruthy();
    expect(card.getByText('Version').nextElementSibling!.textContent).toBe('4');
    await waitFor(() => expect(generateButton().textContent).toBe('Generate Report'));
    expect(screen.queryByRole('progressbar', { name: 'Report progress' })).toBeNull();
    // The history is read again and lists the new report.
    const table = await screen.findByRole('table', { name: 'Reports, newest first' });
    expect(within(table).getByText('v4')).toBeTruthy();
    expect(server.requestsTo('GET /api/truth-report/history').length).toBeGreaterThan(historyReads);
  });

  it("shows a failed run inline with the server's message, and runs again on Retry", async () => {
    let fail = true;
    const server = fakeTruthReportServer({
      overrides: {
        'POST /api/truth-report/generate': () =>
          fail
            ? Response.json(
                { error: 'sandbox_failed', message: 'The sandbox could not start the backend.' },
                { status: 500 },
              )
            : Response.json({ data: aReport({ verdict: 'READY', reviews: [] }) }),
      },
    });
    renderTruthReport();
    await screen.findByText(/^No report yet for this project/);
    fireEvent.click(generateButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't generate the report");
    expect(alert.textContent).toContain('The sandbox could not start the backend.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await reportCard()).getByText('READY')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.requestsTo('POST /api/truth-report/generate')).toHaveLength(2);
  });

  it('sends a person without a project to the builder', async () => {
    fakeTruthReportServer({ projects: [] });
    renderTruthReport();
    expect(await screen.findByRole('heading', { name: 'No project yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the builder' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Generate Report' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Project' })).toBeNull();
  });

  it('shows the builder link when Generate Report answers 409 no_project or no_version', async () => {
    fakeTruthReportServer({
      overrides: {
        'POST /api/truth-report/generate': () =>
          Response.json(
            { error: 'no_version', message: 'Recipe Box has no generated version yet.' },
            { status: 409 },
          ),
      },
    });
    renderTruthReport();
    await screen.findByText(/^No report yet for this project/);
    fireEvent.click(generateButton());
    expect(await screen.findByRole('heading', { name: 'No app generated yet' })).toBeTruthy();
    expect(screen.getByText('Recipe Box has no generated version yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the builder' }).getAttribute('href')).toBe('/');
    cleanup();

    fakeTruthReportServer({
      overrides: {
        'POST /api/truth-report/generate': () =>
          Response.json({ error: 'no_project', message: 'No project.' }, { status: 409 }),
      },
    });
    renderTruthReport();
    await screen.findByText(/^No report yet for this project/);
    fireEvent.click(generateButton());
    expect(await screen.findByRole('heading', { name: 'No project yet' })).toBeTruthy();
  });

  it('reports on the project chosen in the picker, kept in the address', async () => {
    const server = fakeTruthReportServer({
      projects: [OTHER_PROJECT, PROJECT],
      reports: {
        [PROJECT.id]: [aReport()],
        [OTHER_PROJECT.id]: [
          aReport({ projectId: OTHER_PROJECT.id, projectName: OTHER_PROJECT.name, version: 7 }),
        ],
      },
    });
    renderTruthReport('?tab=gates');
    const picker = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(picker.textContent).toBe(PROJECT.name));
    fireEvent.keyDown(picker, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: OTHER_PROJECT.name }));

    await waitFor(() => expect(location.current).toBe(`?tab=gates&projectId=${OTHER_PROJECT.id}`));
    const card = await reportCard();
    await waitFor(() =>
      expect(card.getByText('Version').nextElementSibling!.textContent).toBe('7'),
    );
    const latest = server.requestsTo('GET /api/truth-report/latest');
    expect(latest.at(-1)!.query.get('projectId')).toBe(OTHER_PROJECT.id);
    fireEvent.click(generateButton());
    await waitFor(() =>
      expect(server.requestsTo('POST /api/truth-report/generate')).toHaveLength(1),
    );
    const generate = server.requestsTo('POST /api/truth-report/generate')[0]!;
    expect(generate.query.get('projectId')).toBe(OTHER_PROJECT.id);
    await waitFor(() =>
      expect(server.requestsTo('GET /api/truth-report/run').at(-1)!.query.get('projectId')).toBe(
        OTHER_PROJECT.id,
      ),
    );
  });

  it("says so when the project in the address is not one of the caller's", async () => {
    fakeTruthReportServer();
    renderTruthReport(`?projectId=${OTHER_PROJECT.id}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Project not found');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
