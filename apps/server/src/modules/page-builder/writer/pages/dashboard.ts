import { plannedSentence } from '../copy';
import { recordsPhrase } from '../facts';
import { paragraph } from '../html';
import { section, type PageTemplate, type PlanSection } from '../plan';
import { featureCards, fieldTable, screenCards } from '../sections';

export const dashboardPage: PageTemplate = ({ facts }) => {
  const sections: PlanSection[] = [];
  if (facts.spec) {
    sections.push(
      section(
        'screens',
        'Screens',
        `${facts.name} has ${facts.screens.length} screens, arranged ${facts.spec.navigation === 'tabs' ? 'in tabs along the bottom' : 'as a stack, starting from the first list'}.`,
        screenCards(facts),
      ),
      section(
        'records',
        'What each record holds',
        `The fields of your ${recordsPhrase(facts)}, as the forms ask for them and the detail screens show them.`,
        facts.records.map(fieldTable).join('\n'),
      ),
    );
    const stats = facts.screens.find((screen) => screen.kind === 'stats');
    if (stats)
      sections.push(
        section(
          'stats',
          stats.title,
          stats.summary,
          paragraph('The figures come from your own entries; an empty app shows none.', 'note'),
        ),
      );
    if (facts.features.length > 0)
      sections.push(
        section(
          'features',
          'Tools on the screens',
          'What the screens let you do.',
          featureCards(facts),
        ),
      );
  } else {
    sections.push(section('screens', 'Screens', plannedSentence(facts)));
  }
  return {
    heading: `${facts.name} dashboard`,
    tagline: 'What the app’s screens show, and every field they hold.',
    intro: facts.spec
      ? `A tour of ${facts.name}: each screen in a sentence, then a table per kind of record.`
      : `${facts.name} is ${facts.categoryPhrase} for ${facts.platformText}.`,
    mentions: [],
    actions: [],
    sections,
  };
};
