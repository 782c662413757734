import { plannedSentence } from '../copy';
import { type AppFacts } from '../facts';
import { bulletList, stepList } from '../html';
import { section, type PageTemplate, type PlanSection } from '../plan';
import { fieldTable, startStepList } from '../sections';
import { SAMPLE_RECORDS } from '../storage';
import { escapeHtml } from '../text';

function everydaySteps(facts: AppFacts): string[] {
  return facts.features
    .filter((feature) => feature.id !== 'offline')
    .map((feature) => `${feature.title}: ${feature.benefit}`);
}

export const guidePage: PageTemplate = ({ facts }) => {
  const sections: PlanSection[] = [];
  if (facts.spec) {
    sections.push(
      section('first-steps', 'Your first steps', SAMPLE_RECORDS, startStepList(facts)),
      section(
        'forms',
        'What the forms ask for',
        'Required fields are marked in each form; the others can be filled in later.',
        facts.records.map(fieldTable).join('\n'),
      ),
    );
    const everyday = everydaySteps(facts);
    if (everyday.length > 0)
      sections.push(
        section(
          'every-day',
          'Every day',
          'Once your first entries are in, these help.',
          bulletList(everyday),
        ),
      );
    sections.push(
      section(
        'changing',
        'Changing and deleting',
        'Nothing is final.',
        stepList([
          escapeHtml('Open the entry from its list.'),
          escapeHtml('Tap Edit to change it, then Save.'),
          escapeHtml('Or tap Delete and confirm to remove it.'),
        ]),
      ),
    );
  } else {
    sections.push(
      section(
        'first-steps',
        'Your first steps',
        plannedSentence(facts),
        stepList([
          escapeHtml(`Install ${facts.name} on your phone.`),
          escapeHtml('Open it and follow what it shows.'),
        ]),
      ),
    );
  }
  return {
    heading: `Getting started with ${facts.name}`,
    tagline: 'A short walk through the app, one step at a time.',
    intro: facts.spec
      ? `You will add your first entries, find them again and learn what each screen is for.`
      : `${facts.name} is ${facts.categoryPhrase} for ${facts.platformText}.`,
    mentions: [],
    actions: [{ label: 'Questions? Read the FAQ', href: 'faq.html' }],
    sections,
  };
};
