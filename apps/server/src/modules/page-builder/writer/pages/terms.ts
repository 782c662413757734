import { recordsPhrase } from '../facts';
import { bulletList, paragraph } from '../html';
import { section, type PageTemplate } from '../plan';
import { ON_THE_PHONE } from '../storage';
import { changesSection, questionsSection } from './legal-parts';

export const termsPage: PageTemplate = ({ facts, now }) => ({
  heading: `${facts.name} terms of service`,
  tagline: 'The terms for using the app, written to be read.',
  intro: `By using ${facts.name} you agree to these terms.`,
  mentions: [],
  actions: [],
  sections: [
    section(
      'the-app',
      'The app',
      `${facts.name} is ${facts.categoryPhrase} for ${facts.platformText} for keeping your ${recordsPhrase(facts, 'own records')}.`,
    ),
    section(
      'your-content',
      'Your content',
      'What you enter is yours.',
      [
        paragraph(facts.spec ? ON_THE_PHONE : ''),
        paragraph(
          'You are responsible for what you keep in the app and for keeping a copy of anything that matters to you.',
        ),
      ].join('\n'),
    ),
    section(
      'fair-use',
      'Fair use',
      'Use the app the way it is meant to be used:',
      bulletList([
        'use it lawfully and for your own records;',
        'do not keep in it anything you have no right to keep;',
        'do not try to break, overload or misuse the app or any server it is set up with.',
      ]),
    ),
    section(
      'as-it-is',
      'Provided as it is',
      'The app is offered as it is, without a promise that it is free of errors or always available.',
      paragraph(
        'As far as the law allows, the people behind the app are not liable for lost data or for indirect damage. Nothing in these terms limits rights the law gives you.',
      ),
    ),
    changesSection('these terms may', now),
    questionsSection('these terms'),
  ],
});
