import {
  PAGE_FILE_NAMES,
  PAGE_TYPES,
  type PageType,
} from '@appforge/shared/contracts/page-builder';
import type { AppFacts, RecordFact } from './facts';
import { bulletList, card, cardList, chips, paragraph, stepList, table } from './html';
import { NAV_LABELS } from './layout';
import { escapeHtml, listed, withArticle } from './text';

/** Pieces of body HTML several pages share, all built from the app's facts. */

export const requiredLabels = (record: RecordFact) =>
  record.fields.filter((field) => field.required).map((field) => field.label.toLowerCase());

/** "game (required), date and winner". */
export const fieldSummary = (record: RecordFact) =>
  listed(
    record.fields.map(
      (field) => `${field.label.toLowerCase()}${field.required ? ' (required)' : ''}`,
    ),
  );

export const recordCards = (facts: AppFacts) =>
  cardList(
    facts.records.map((record) =>
      card(record.plural, paragraph(`Each ${record.lowerSingular} holds ${fieldSummary(record)}.`)),
    ),
  );

export const fieldTable = (record: RecordFact) =>
  table(
    `What ${withArticle(record.lowerSingular)} holds`,
    ['Field', 'Kind of value', 'Required'],
    record.fields.map((field) => [field.label, field.kind, field.required ? 'Yes' : 'No']),
  );

export const featureCards = (facts: AppFacts) =>
  cardList(facts.features.map((feature) => card(feature.title, paragraph(feature.benefit))));

export const plannedList = (facts: AppFacts) => bulletList(facts.plannedFeatures);

export const platformChips = (facts: AppFacts) =>
  chips([...facts.platforms, ...(facts.spec ? ['Works offline', 'No account needed'] : [])]);

export const screenCards = (facts: AppFacts) =>
  cardList(facts.screens.map((screen) => card(screen.title, paragraph(screen.summary))));

const hasFeature = (facts: AppFacts, id: string) =>
  facts.features.some((feature) => feature.id === id);

const titleOf = (facts: AppFacts, kind: string) =>
  facts.screens.find((screen) => screen.kind === kind)?.title;

/** Getting started, from the first launch to each record type's form and the extra screens. */
function startSteps(facts: AppFacts): string[] {
  const steps = [
    escapeHtml(
      `Open ${facts.name} on your phone.${hasFeature(facts, 'onboarding') ? ' A few welcome screens introduce it; tap Next, or Skip.' : ''}`,
    ),
  ];
  for (const record of facts.records) {
    const required = requiredLabels(record);
    const optional = record.fields
      .filter((field) => !field.required)
      .map((field) => field.label.toLowerCase());
    steps.push(
      escapeHtml(
        `Add ${withArticle(record.lowerSingular)}: open ${record.listTitle}, tap Add ${record.appLabel} and fill in ${required.length ? listed(required) : 'what you know'}${optional.length ? `; ${listed(optional)} can wait` : ''}. Tap Save.`,
      ),
    );
  }
  const calendar = titleOf(facts, 'calendar');
  const stats = titleOf(facts, 'stats');
  const places = titleOf(facts, 'locations');
  if (calendar) steps.push(escapeHtml(`Open ${calendar} to see what is coming up by date.`));
  if (places) steps.push(escapeHtml(`Open ${places} to see your entries grouped by place.`));
  if (stats) steps.push(escapeHtml(`Open ${stats} for counts, totals and averages.`));
  steps.push(
    escapeHtml('Open any entry to see everything it holds; edit it or delete it from there.'),
  );
  return steps;
}

export const startStepList = (facts: AppFacts) => stepList(startSteps(facts));

const PAGE_BLURBS: Record<PageType, string> = {
  landing: 'the app at a glance',
  home: 'an overview, one part per kind of record',
  dashboard: 'the screens and every field they show',
  faq: 'short answers to common questions',
  guide: 'your first steps, one at a time',
  terms: 'the terms of use',
  privacy: 'what is stored and where',
  profile: 'the fact sheet',
  colabe_showcase: 'the screens, drawn on phones',
  settings: 'what you can change',
  contact: 'write to us',
  about: 'what it is and how it is built',
};

/** Links to the site's other pages, each with what it holds. */
export function siteLinks(current: PageType): string {
  const items = PAGE_TYPES.filter((type) => type !== current).map(
    (type) =>
      `<li><a href="${PAGE_FILE_NAMES[type]}">${NAV_LABELS[type]}</a>: ${escapeHtml(PAGE_BLURBS[type])}</li>`,
  );
  return `<ul>\n${items.join('\n')}\n</ul>`;
}
