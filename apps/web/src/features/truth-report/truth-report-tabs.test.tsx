import { GATE_LABELS } from '@appforge/shared/contracts/truth-report';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTruthReportServer } from './testing/fake-truth-report-api';
import { location, renderTruthReport } from './testing/render-truth-report';
import { aReport, anUnmeasuredReport, PROJECT } from './testing/report-fixtures';

const openTab = async (name: string) =>
  fireEvent.mouseDown(await screen.findByRole('tab', { name }));
const kpiCard = (name: string) => within(screen.getByRole('article', { name }));

/** A report whose tests failed, with its lists filled: the Quality Gates details. */
function aBlockedReport() {
  const base = aReport();
  return aReport({
    verdict: 'BLOCKED',
    blockers: ['tests', 'apiContracts'],
    tests: {
      ...base.tests,
      status: 'fail',
      cases: [
        { suite: 'unit', name: 'formats a cooking time', passed: true },
        {
          suite: 'ui',
          name: 'Settings screen renders',
          passed: false,
          message: 'TypeError: x is undefined',
        },
      ],
    },
    staticAnalysis: {
      ...base.staticAnalysis,
      checks: { eslint: 'ok', typescript: 2 },
      problems: [
        {
          check: 'typescript',
          file: 'src/App.tsx',
          line: 12,
          message: 'Type string is not assignable to number.',
        },
      ],
    },
    apiContracts: {
      ...base.apiContracts,
      status: 'fail',
      calls: [
        { method: 'GET', path: '/api/recipes', served: true },
        { method: 'DELETE', path: '/api/recipes/:id', served: false },
      ],
    },
  });
}

describe('the Truth Report tabs', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each KPI against its target: times in s or min, rates as percents to one decimal', async () => {
    fakeTruthReportServer({ reports: { [PROJECT.id]: [aReport()] } });
    renderTruthReport();
    await screen.findByRole('article', { name: 'Time to executable' });
    const time = kpiCard('Time to executable');
    expect(time.getByText('45s')).toBeTruthy();
    expect(time.getByText('Target ≤ 10 min · 4 samples')).toBeTruthy();
    expect(time.getByText('PASS')).toBeTruthy();
    expect(kpiCard('Change lead time').getByText('2 min')).toBeTruthy();
    const autofix = kpiCard('Autofix rate');
    expect(autofix.getByText('66.7%')).toBeTruthy();
    expect(autofix.getByText('Target ≥ 70.0% · 3 samples')).toBeTruthy();
    expect(autofix.getByText('FAIL').closest('[data-tone]')!.getAttribute('data-tone')).toBe(
      'destructive',
    );
    const crashFree = kpiCard('Crash-free sessions');
    expect(crashFree.getByText('not measured')).toBeTruthy();
    expect(crashFree.getByText('NOT MEASURED')).toBeTruthy();
    expect(crashFree.getByText('Target ≥ 99.0% · 0 samples')).toBeTruthy();
    expect(kpiCard('Accessibility score').getByText('Target ≥ 85.0% · 1 sample')).toBeTruthy();
  });

  it('measures performance against the budgets and resource use against the quotas only', async () => {
    fakeTruthReportServer({ reports: { [PROJECT.id]: [aReport()] } });
    renderTruthReport('?tab=performance');
    const list = within(await screen.findByLabelText('Performance figures'));
    expect(list.getByText('Android cold start').nextElementSibling!.textContent).toBe(
      'not measured',
    );
    expect(list.getByText('Budget 1,200 ms')).toBeTruthy();
    expect(list.getByText('iOS bundle size').nextElementSibling!.textContent).toBe('1.42 MB');
    expect(list.getByText('API requests measured').nextElementSibling!.textContent).toBe('400');

    const usage = await screen.findByRole('list', { name: 'Resource usage' });
    expect(
      within(usage)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild!.textContent),
    ).toEqual([
      'Build minutes3.4 of 5,000',
      'Device farm hoursnot measured here of 200',
      'Egress GB< 0.1 of 5,000',
      'GPU hoursnot measured here of 800',
    ]);
    const build = within(usage).getByRole('progressbar', {
      name: 'Build minutes used of the quota',
    });
    expect(build.getAttribute('aria-valuetext')).toBe('3.4 of 5,000 (0.1%)');
    expect(within(usage).queryByRole('progressbar', { name: /^GPU hours/ })).toBeNull();
    // spec 02 §2's static figures were the prototype's: never shown as if measured.
    for (const prototype of ['1,240', '45 of', '890', '120 of']) {
      expect(usage.textContent).not.toContain(prototype);
    }
  });

  it('lists the ten gates with their status, and opens what each found, failures first', async () => {
    fakeTruthReportServer({ reports: { [PROJECT.id]: [aBlockedReport()] } });
    renderTruthReport();
    await openTab('Quality Gates');
    expect(location.current).toBe('?tab=gates');
    const gates = await screen.findByRole('list', { name: 'Quality gates' });
    const rows = within(gates).getAllByRole('article');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(
      Object.values(GATE_LABELS),
    );
    const tests = within(rows[0]!);
    expect(tests.getByText('Fail')).toBeTruthy();
    const details = tests.getByRole('button', { name: 'Details of Tests' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    const cases = tests.getByRole('list', { name: 'Test cases' });
    expect(
      within(cases)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Settings screen rendersTypeError: x is undefinedui', 'formats a cooking timeunit']);

    const analysis = within(rows[2]!);
    fireEvent.click(analysis.getByRole('button', { name: 'Details of Static analysis' }));
    const checks = analysis.getByRole('list', { name: 'Checks' });
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['typescript2 problems', 'eslintok']);
    expect(analysis.getByRole('list', { name: 'Problems' }).textContent).toContain(
      'src/App.tsx:12',
    );

    const contracts = within(rows[5]!);
    fireEvent.click(contracts.getByRole('button', { name: 'Details of API contracts' }));
    const calls = contracts.getByRole('list', { name: 'Frontend calls' });
    expect(within(calls).getByText('DELETE /api/recipes/:id').closest('li')!.textContent).toContain(
      'Not served',
    );
    expect(contracts.getByText('Calls served').nextElementSibling!.textContent).toBe('1 of 2');
  });

  it('offers the SBOM, the signature and the signed export, and the other advanced gates', async () => {
    const report = aReport();
    fakeTruthReportServer({ reports: { [PROJECT.id]: [report] } });
    renderTruthReport('?tab=advanced');
    const supply = within(await screen.findByRole('region', { name: 'Supply chain' }));
    expect(
      supply.getByRole('link', { name: 'Download SBOM (CycloneDX JSON)' }).getAttribute('href'),
    ).toBe(report.links.sbom);
    expect(supply.getByRole('link', { name: 'Download signature' }).getAttribute('href')).toBe(
      report.links.signature,
    );
    expect(
      supply.getByRole('link', { name: 'Download signed export (zip)' }).getAttribute('href'),
    ).toBe(report.links.artifact);
    expect(supply.getByText('Level 2')).toBeTruthy();
    expect(supply.getByText(report.supplyChain.slsaNote)).toBeTruthy();
    expect(supply.getByText(report.supplyChain.artifactSha256!)).toBeTruthy();

    const visual = within(screen.getByRole('region', { name: 'Visual regression' }));
    expect(
      within(visual.getByRole('list', { name: 'Screens' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Recipes · 4.2% of pixels changediOS',
      'Recipes · 0.4% of pixels changedAndroid',
      'Settings · no baseline yetiOS',
    ]);
    const a11y = within(screen.getByRole('region', { name: 'Localization and accessibility' }));
    expect(a11y.getByText('Localization coverage').nextElementSibling!.textContent).toBe('92.5%');
    const store = within(screen.getByRole('region', { name: 'Store automation' }));
    expect(store.getByRole('list', { name: 'Release notes' }).textContent).toContain(
      'Recipes now carry a cooking time.',
    );
  });

  it('shows the FinOps figures in euros, and LLM tokens as not measured', async () => {
    fakeTruthReportServer({ reports: { [PROJECT.id]: [aReport()] } });
    renderTruthReport('?tab=finops');
    const finops = within(await screen.findByRole('region', { name: 'FinOps' }));
    expect(finops.getByText('Within budget')).toBeTruthy();
    const figures = within(finops.getByLabelText('FinOps figures'));
    expect(figures.getByText('Current cost').nextElementSibling!.textContent).toBe('€0.0042');
    expect(figures.getByText('Projected monthly').nextElementSibling!.textContent).toBe('€0.13');
    expect(figures.getByText('LLM tokens').nextElementSibling!.textContent).toBe('not measured');
    expect(figures.getByText('Compute').nextElementSibling!.textContent).toBe('21.3 s');
  });

  it('lists the history newest first and charts it oldest first', async () => {
    const reports = [
      aReport({ version: 5, verdict: 'READY', timestamp: '2025-05-16T09:30:00.000Z' }),
      anUnmeasuredReport({ version: 4, verdict: 'BLOCKED', timestamp: '2025-05-15T09:30:00.000Z' }),
      aReport({ version: 3, timestamp: '2025-05-14T09:30:00.000Z' }),
    ];
    const server = fakeTruthReportServer({ reports: { [PROJECT.id]: reports } });
    // happy-dom lays nothing out: each chart's box measures as a phone's card would.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 320, height: 192 }),
    );
    renderTruthReport('?tab=history');
    const table = await screen.findByRole('table', { name: 'Reports, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'v5',
      'v4',
      'v3',
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2),
    ).toEqual(['Verdict: BLOCKED', '30 of 30', 'not measured', 'not measured', '45s']);
    expect(server.requestsTo('GET /api/truth-report/history')[0]!.query.get('limit')).toBe('10');

    // One dot per report that measured the figure: v4 has no p95 and no coverage.
    const dots = {
      'API response p95': 2,
      'Test coverage': 2,
      'Tests passed': 3,
      'Time to executable': 3,
    };
    for (const [name, count] of Object.entries(dots)) {
      const chart = screen.getByRole('figure', { name: `${name} across reports` });
      await waitFor(
        () => expect(chart.querySelectorAll('.recharts-line-dots circle')).toHaveLength(count),
        { timeout: 8000 },
      );
    }
  }, 20_000);

  it('says there is no report yet on the tabs that read one', async () => {
    fakeTruthReportServer();
    renderTruthReport('?tab=gates');
    expect(
      await screen.findAllByText(
        /^No report yet for this project — Generate Report runs every gate/,
      ),
    ).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Quality gates' })).toBeNull();
  });
});
