import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { RUN_STAGE_LABELS } from '../packages/shared/src/contracts/truth-report';
import { generatedProject, type GeneratedProject } from './support/builder';
import { GENERATION_TIMEOUT_MS, openPage } from './support/ready';

/** A report runs every gate in a sandbox and a browser: 5–20 s, longer on a busy machine. */
const REPORT_TIMEOUT_MS = 90_000;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The progress bar's text: the percent and one of the run's stage labels. */
const STAGE_TEXT = new RegExp(
  `^\\d+%: (${Object.values(RUN_STAGE_LABELS).map(escape).join('|')})$`,
);

const reportCard = (page: Page) => page.getByRole('region', { name: 'Latest build report' });

/** The value under one of the report card's headline figures. */
const headline = (page: Page, label: string) =>
  reportCard(page)
    .locator('p', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::p[1]');

const reportField = (page: Page, label: string) =>
  reportCard(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Clicks Generate Report and waits for the run: its stage from the server, then the verdict. */
async function generateReport(page: Page) {
  await page.getByRole('button', { name: 'Generate Report' }).click();
  const progress = page.getByRole('progressbar', { name: 'Report progress' });
  await expect(progress).toHaveAttribute('aria-valuetext', STAGE_TEXT, { timeout: 30_000 });
  await expect(progress).toHaveCount(0, { timeout: REPORT_TIMEOUT_MS });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate Report' })).toBeEnabled();
  await expect(reportCard(page).getByText(/^Verdict: (READY|BLOCKED|NEEDS REVIEW)$/)).toBeVisible();
}

/** A follow-up prompt through the API, once its version is saved. */
async function followUp(request: APIRequestContext, project: GeneratedProject, prompt: string) {
  const sent = await request.post(`/api/projects/${project.id}/generate`, { data: { prompt } });
  expect(sent.status()).toBe(202);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/projects/${project.id}`)).json()) as GeneratedProject)
          .currentVersion,
      { timeout: GENERATION_TIMEOUT_MS, intervals: [250] },
    )
    .toBeGreaterThan(project.currentVersion);
}

test('a report runs every gate on the latest version, offers its SBOM, and keeps a history', async ({
  page,
}) => {
  test.setTimeout(2 * GENERATION_TIMEOUT_MS + 2 * REPORT_TIMEOUT_MS + 60_000);
  const project = await generatedProject(
    page.request,
    'a recipe box to save, tag and share family recipes with ingredients and cooking times',
  );
  await openPage(page, `/truth-report?projectId=${project.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Truth Report Dashboard' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No report yet' })).toBeVisible();

  await generateReport(page);
  await expect(reportField(page, 'Version')).toHaveText(String(project.currentVersion));
  await expect(headline(page, 'Tests passed')).toHaveText(/^[\d,]+ of [\d,]+$/);
  await expect(headline(page, 'API response p95')).toHaveText(/^([\d,]+ ms|not measured)$/);
  await expect(headline(page, 'Test coverage')).toHaveText(/^(\d{1,3}\.\d%|not measured)$/);
  await expect(headline(page, 'iOS cold start')).toHaveText(/^([\d,]+ ms|not measured)$/);

  await page.getByRole('tab', { name: 'Quality Gates' }).click();
  await expect(page).toHaveURL(/tab=gates/);
  await expect(page.getByRole('list', { name: 'Quality gates' }).getByRole('article')).toHaveCount(
    10,
  );
  await page.screenshot({ path: '/tmp/truth-report-gates.png', fullPage: true });

  await page.getByRole('tab', { name: 'Advanced' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download SBOM (CycloneDX JSON)' }).click();
  const sbom = JSON.parse(await readFile((await (await downloading).path())!, 'utf8')) as {
    bomFormat: string;
  };
  expect(sbom.bomFormat).toBe('CycloneDX');

  await followUp(page.request, project, 'add a shopping list built from the chosen recipes');
  await generateReport(page);
  await expect(reportField(page, 'Version')).toHaveText(String(project.currentVersion + 1));

  await page.getByRole('tab', { name: 'History' }).click();
  const table = page.getByRole('table', { name: 'Reports, newest first' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`v${project.currentVersion + 1}`);
  await expect(rows.last()).toContainText(`v${project.currentVersion}`);
  await expect(page.getByRole('figure', { name: /across reports$/ })).toHaveCount(4);
  await page.screenshot({ path: '/tmp/truth-report-history.png', fullPage: true });
});
