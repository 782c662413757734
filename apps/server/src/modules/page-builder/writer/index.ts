import type { LlmSettings } from '@appforge/codegen/providers/llm';
import {
  PAGE_STYLESHEET_FILE,
  PAGE_TYPE_LABELS,
  type PageMetadata,
  type PageType,
} from '@appforge/shared/contracts/page-builder';
import { appFacts, type AppFacts } from './facts';
import { renderDocument } from './layout';
import { llmCopy, type AskModel } from './llm-copy';
import { pageMetadata } from './metadata';
import { paletteFor } from './palette';
import { applyRequirements } from './requirements';
import { stylesFor } from './styles';
import type { PageSource } from './page-source';
import { PAGE_TEMPLATES } from './templates';

export { pageSourceFromProject, type PageSource } from './page-source';

export interface WrittenPage {
  html: string;
  /** The page's stylesheet: the same for every page of a project (it depends on the theme alone). */
  css: string;
  metadata: PageMetadata;
  completedJobs: string[];
  engine: 'built-in' | 'llm';
}

export interface WriteOptions {
  /** The language model that writes the copy; the built-in writer without it. */
  llm?: LlmSettings | null;
  now?: Date;
  /** How the model is asked (tests pass a fake). */
  ask?: AskModel;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function sourceSummary(facts: AppFacts): string {
  if (facts.spec)
    return `from the app's spec (${plural(facts.records.length, 'record type')}, ${plural(facts.features.length, 'feature')}, ${plural(facts.screens.length, 'screen')})`;
  return `from the project's name, description and ${plural(facts.plannedFeatures.length, 'requested feature')} (no app generated yet)`;
}

function colourJob(facts: AppFacts): string {
  const palette = paletteFor(facts.theme);
  const accent =
    palette.accent === palette.primary
      ? `links and headings in the primary ${palette.primary}`
      : `links and headings in ${palette.accent}, a readable shade of the primary ${palette.primary}`;
  return `Chose text colours that pass WCAG AA on the page background: ${accent}; button text ${palette.onPrimary} on ${palette.primary}`;
}

/** Writes one page of the app's site: a complete document whose one <style> holds `css`. */
export async function writePage(
  pageType: PageType,
  source: PageSource,
  customRequirements: string[],
  options: WriteOptions = {},
): Promise<WrittenPage> {
  const facts = appFacts(source);
  const now = options.now ?? new Date();
  const written = applyRequirements(
    PAGE_TEMPLATES[pageType]({ facts, now }),
    customRequirements,
    facts,
    pageType,
  );
  let plan = written.plan;
  let engine: WrittenPage['engine'] = 'built-in';
  const jobs: string[] = [];
  if (options.llm) {
    const result = await llmCopy(options.llm, pageType, facts, plan, options.ask);
    if (result.ok) {
      plan = result.plan;
      engine = 'llm';
      jobs.push(
        `Wrote the copy with the language model (${options.llm.model}) ${sourceSummary(facts)}`,
      );
    } else {
      jobs.push(
        `The language model's copy was unusable (${result.reason}); wrote it with the built-in writer ${sourceSummary(facts)}`,
      );
    }
  } else {
    jobs.push(`Wrote the copy with the built-in writer ${sourceSummary(facts)}`);
  }
  const css = stylesFor(source.theme);
  const metadata = pageMetadata(pageType, facts, plan.tagline);
  const html = renderDocument({ pageType, facts, metadata, css, plan });
  jobs.push(
    `Laid out the ${PAGE_TYPE_LABELS[pageType]} page: ${plural(plan.sections.length, 'section')} (${plan.sections.map((section) => section.heading).join(', ')})`,
    colourJob(facts),
    `Wrote the title (${metadata.title.length} characters), the description (${metadata.description.length} characters) and ${plural(metadata.keywords.length, 'keyword')}`,
    ...written.jobs,
  );
  return { html, css, metadata, completedJobs: jobs, engine };
}

/** The page as a static-site file: the inline <style> replaced by <link rel="stylesheet" href="styles.css">. */
export function toStaticHtml(page: { html: string; css: string }): string {
  const inline = `<style>${page.css}</style>`;
  const at = page.html.indexOf(inline);
  if (at < 0) return page.html;
  return `${page.html.slice(0, at)}<link rel="stylesheet" href="${PAGE_STYLESHEET_FILE}">${page.html.slice(at + inline.length)}`;
}
