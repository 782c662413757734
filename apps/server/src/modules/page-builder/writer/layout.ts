import {
  PAGE_FILE_NAMES,
  PAGE_TYPES,
  type PageMetadata,
  type PageType,
} from '@appforge/shared/contracts/page-builder';
import type { AppFacts } from './facts';
import { paletteFor } from './palette';
import type { PagePlan, PlanSection } from './plan';
import { escapeHtml } from './text';

/** The document shell every page shares: head, skip link, header and nav, main, footer. */

/** What the site's navigation calls each page. */
export const NAV_LABELS: Record<PageType, string> = {
  landing: 'Overview',
  home: 'Home',
  dashboard: 'Dashboard',
  faq: 'FAQ',
  guide: 'Guide',
  terms: 'Terms',
  privacy: 'Privacy',
  profile: 'Profile',
  colabe_showcase: 'Showcase',
  settings: 'Settings',
  contact: 'Contact',
  about: 'About',
};

const FOOTER_PAGES: PageType[] = ['privacy', 'terms', 'contact', 'about'];

function navItem(current: PageType, pageType: PageType): string {
  const currentMark = pageType === current ? ' aria-current="page"' : '';
  return `<li><a href="${PAGE_FILE_NAMES[pageType]}"${currentMark}>${NAV_LABELS[pageType]}</a></li>`;
}

function logo(facts: AppFacts): string {
  const palette = paletteFor(facts.theme);
  return `<svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${palette.primary}"/><rect x="10" y="6" width="12" height="20" rx="3" fill="${palette.page}"/><circle cx="16" cy="22" r="1.5" fill="${palette.secondary}"/></svg>`;
}

function head(pageType: PageType, facts: AppFacts, metadata: PageMetadata, css: string): string {
  const palette = paletteFor(facts.theme);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(metadata.title)}</title>`,
    meta('name', 'description', metadata.description),
    meta('name', 'keywords', metadata.keywords.join(', ')),
    `<link rel="canonical" href="${PAGE_FILE_NAMES[pageType]}">`,
    meta('property', 'og:title', metadata.title),
    meta('property', 'og:description', metadata.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', facts.name),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'theme-color', palette.primary),
    `<style>${css}</style>`,
    '</head>',
  ].join('\n');
}

function renderSection({ id, heading, lead, body, highlighted }: PlanSection): string {
  return [
    `<section class="section${highlighted ? ' highlight' : ''}" aria-labelledby="${id}-title">`,
    '<div class="wrap">',
    `<h2 id="${id}-title">${escapeHtml(heading)}</h2>`,
    lead ? `<p class="lead">${escapeHtml(lead)}</p>` : '',
    body,
    '</div>',
    '</section>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

function hero(plan: PagePlan): string {
  const actions = plan.actions.map(
    (action) =>
      `<li><a class="button${action.quiet ? ' button-quiet' : ''}" href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></li>`,
  );
  return [
    '<section class="hero" aria-labelledby="page-title">',
    '<div class="wrap">',
    `<h1 id="page-title">${escapeHtml(plan.heading)}</h1>`,
    plan.tagline ? `<p class="tagline">${escapeHtml(plan.tagline)}</p>` : '',
    plan.intro ? `<p class="intro">${escapeHtml(plan.intro)}</p>` : '',
    plan.mentions.length > 0 ? `<p class="intro">${escapeHtml(plan.mentions.join(' '))}</p>` : '',
    actions.length > 0 ? `<ul class="actions">\n${actions.join('\n')}\n</ul>` : '',
    '</div>',
    '</section>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

export interface DocumentParts {
  pageType: PageType;
  facts: AppFacts;
  metadata: PageMetadata;
  css: string;
  plan: PagePlan;
}

export function renderDocument({ pageType, facts, metadata, css, plan }: DocumentParts): string {
  const name = escapeHtml(facts.name);
  return `<!DOCTYPE html>
<html lang="en">
${head(pageType, facts, metadata, css)}
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
<div class="wrap">
<a class="brand" href="${PAGE_FILE_NAMES.landing}">${logo(facts)}<span>${name}</span></a>
<nav aria-label="Site pages">
<ul class="nav-list">
${PAGE_TYPES.map((type) => navItem(pageType, type)).join('\n')}
</ul>
</nav>
</div>
</header>
<main id="main">
${hero(plan)}
${plan.sections.map(renderSection).join('\n')}
</main>
<footer class="site-footer">
<div class="wrap">
<nav aria-label="About this site">
<ul class="footer-list">
${FOOTER_PAGES.map((type) => navItem(pageType, type)).join('\n')}
</ul>
</nav>
<p>${name} is ${escapeHtml(facts.categoryPhrase)} for ${escapeHtml(facts.platformText)}, made with Appforge.</p>
</div>
</footer>
</body>
</html>
`;
}
