import { link, paragraph } from '../html';
import { section, type PlanSection } from '../plan';
import { escapeHtml } from '../text';

/** What the terms and the privacy policy both end with. */

function lastUpdated(now: Date): string {
  const date = now.toISOString().slice(0, 10);
  const label = now.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `<p class="note">Last updated <time datetime="${date}">${escapeHtml(label)}</time>.</p>`;
}

export const questionsSection = (topic: string): PlanSection =>
  section(
    'questions',
    'Questions',
    `Questions about ${topic} are welcome.`,
    `<p>${link('contact.html', 'Write to us from the contact page')}.</p>`,
  );

export const changesSection = (what: string, now: Date): PlanSection =>
  section(
    'changes',
    'Changes',
    `When the app changes, ${what} change with it; the date below shows the latest version.`,
    lastUpdated(now),
  );

export const siteSection = (): PlanSection =>
  section(
    'this-site',
    'This website',
    'This site uses no cookies, scripts or trackers.',
    paragraph('Its contact form opens your own email app; nothing is sent from this site itself.'),
  );
