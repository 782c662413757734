import { appTagline } from '../copy';
import { bulletList, chips, factList } from '../html';
import { paletteFor } from '../palette';
import { section, type PageTemplate } from '../plan';
import { fieldSummary } from '../sections';
import { capitalise, escapeHtml } from '../text';
import type { AppFacts } from '../facts';

/** The theme's colours as swatches with their values (the swatch itself is decoration). */
export function colourSwatches(facts: AppFacts): string {
  const palette = paletteFor(facts.theme);
  return `<span class="swatch swatch-primary" aria-hidden="true"></span>Primary ${escapeHtml(palette.primary)}<br>\n<span class="swatch swatch-secondary" aria-hidden="true"></span>Secondary ${escapeHtml(palette.secondary)}`;
}

function rows(facts: AppFacts): [string, string][] {
  const text = (value: string) => escapeHtml(value);
  const spec = facts.spec;
  return [
    ['Name', text(facts.name)],
    ...(facts.categoryLabel ? [['Category', text(facts.categoryLabel)] as [string, string]] : []),
    ['Platforms', text(facts.platforms.join(', '))],
    ['Look', `${text(`${capitalise(facts.style)} style`)}<br>\n${colourSwatches(facts)}`],
    ...(spec
      ? ([
          [
            'Navigation',
            text(spec.navigation === 'tabs' ? 'Tabs along the bottom' : 'A stack of screens'),
          ],
          [
            'Record types',
            bulletList(facts.records.map((record) => `${record.plural}: ${fieldSummary(record)}`)),
          ],
          [
            'Features',
            facts.features.length > 0
              ? chips(facts.features.map((feature) => feature.title))
              : text('Lists, details and forms'),
          ],
          ['Screens', bulletList(facts.screens.map((screen) => screen.title))],
          ['Data', text('Saved on the phone; works offline; no account')],
        ] as [string, string][])
      : ([['Planned features', bulletList(facts.plannedFeatures) || text('Being decided')]] as [
          string,
          string,
        ][])),
    ['Built with', text('Expo and React Native, with a TypeScript server, by Appforge')],
  ];
}

export const profilePage: PageTemplate = ({ facts }) => ({
  heading: `${facts.name} profile`,
  tagline: appTagline(facts),
  intro: 'The app’s fact sheet: what it is, what it keeps and what it runs on.',
  mentions: [],
  actions: [],
  sections: [section('fact-sheet', 'Fact sheet', '', factList(rows(facts)))],
});
