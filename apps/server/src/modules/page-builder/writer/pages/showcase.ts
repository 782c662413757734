import type { AppFacts, ScreenFact } from '../facts';
import { paragraph } from '../html';
import { section, type PageTemplate } from '../plan';
import { escapeHtml } from '../text';

/** What a drawn phone shows for a screen: a few rows standing for its content. */
function rowsOf(screen: ScreenFact, facts: AppFacts): string[] {
  const labels = screen.record?.fields.map((field) => field.label) ?? [];
  switch (screen.kind) {
    case 'list':
      return [1, 2, 3].map(() => labels.slice(0, 2).join(' · ') || 'Entry');
    case 'detail':
    case 'form':
      return labels.slice(0, 4);
    case 'stats':
      return ['Count', 'Total', 'Average'];
    case 'calendar':
      return ['This week', 'Next week', 'Later'];
    case 'locations':
      return ['Place', 'Place', 'Place'];
    case 'settings':
      return ['Preferences', 'Clear all data'];
    case 'onboarding':
      return [`Welcome to ${facts.name}`, 'Next', 'Skip'];
  }
}

function phone(title: string, rows: string[], android: boolean): string {
  return `<div class="phone${android ? ' phone-android' : ''}" aria-hidden="true">\n<div class="phone-screen">\n<div class="phone-bar">${escapeHtml(title)}</div>\n${rows.map((row) => `<div class="phone-row">${escapeHtml(row)}</div>`).join('\n')}\n</div>\n</div>`;
}

function shot(title: string, summary: string, phoneHtml: string): string {
  return `<li class="shot">\n${phoneHtml}\n<h3>${escapeHtml(title)}</h3>\n${paragraph(summary)}\n</li>`;
}

export const showcasePage: PageTemplate = ({ facts }) => {
  const androidOnly = facts.platforms.length === 1 && facts.platforms[0] === 'Android';
  const alternate = facts.platforms.length > 1;
  const shots = facts.spec
    ? facts.screens.map((screen, index) =>
        shot(
          screen.title,
          screen.summary,
          phone(screen.title, rowsOf(screen, facts), androidOnly || (alternate && index % 2 === 1)),
        ),
      )
    : [
        shot(
          facts.name,
          facts.description || `${facts.name} is ${facts.categoryPhrase}.`,
          phone(facts.name, [`Welcome to ${facts.name}`], androidOnly),
        ),
      ];
  return {
    heading: `${facts.name} screens`,
    tagline: 'Every screen of the app, drawn on a phone.',
    intro: facts.spec
      ? `The phones are drawn in the app’s own colours. Each shows the screen’s title and what it lists, under a sentence on what it is for.`
      : `${facts.name} is ${facts.categoryPhrase} for ${facts.platformText}; its screens are being designed.`,
    mentions: [],
    actions: [{ label: 'Get started', href: 'guide.html' }],
    sections: [
      section(
        'screens',
        'The screens',
        alternate
          ? 'Shown on iPhone and Android frames in turn.'
          : `Shown on ${facts.platforms[0]} frames.`,
        `<ul class="shots">\n${shots.join('\n')}\n</ul>`,
      ),
    ],
  };
};
