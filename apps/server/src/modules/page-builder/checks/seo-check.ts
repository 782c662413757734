import type {
  PageIssue,
  PageType,
  ScoreCheck,
  ScoreReport,
} from '@appforge/shared/contracts/page-builder';
import type { PageLines } from './page-lines';

export const TITLE_LENGTH = { min: 30, max: 60 };
export const DESCRIPTION_LENGTH = { min: 70, max: 160 };
const OPEN_GRAPH_PROPERTIES = ['og:title', 'og:description', 'og:type'];

interface SeoFinding extends ScoreCheck {
  /** Where the finding is in the page, when an element shows it. */
  element?: Element | null;
  /** The page has nothing at all for a check that must be there (no title, no description). */
  missingEntirely?: boolean;
}

/** Characters as a reader counts them (code points), after collapsing white space. */
const characters = (text: string) => [...text.replace(/\s+/g, ' ').trim()].length;

function lengthFinding(
  id: string,
  what: string,
  element: Element | null,
  text: string | undefined,
  range: { min: number; max: number },
): SeoFinding {
  const label = `${what[0]?.toUpperCase()}${what.slice(1)} length`;
  if (!element || !text?.trim()) {
    return { id, label, passed: false, detail: `no ${what}`, element, missingEntirely: true };
  }
  const length = characters(text);
  return {
    id,
    label,
    passed: length >= range.min && length <= range.max,
    detail: `${what} is ${length} characters (${range.min}–${range.max})`,
    element,
  };
}

function metaContent(document: Document, selector: string): [Element | null, string] {
  const element = document.querySelector(selector);
  return [element, element?.getAttribute('content')?.trim() ?? ''];
}

function findings(document: Document): SeoFinding[] {
  const title = document.querySelector('head title');
  const [description, descriptionText] = metaContent(document, 'meta[name="description" i]');
  const canonical = document.querySelector('link[rel~="canonical" i]');
  const canonicalHref = canonical?.getAttribute('href')?.trim();
  const missingGraph = OPEN_GRAPH_PROPERTIES.filter(
    (property) => !metaContent(document, `meta[property="${property}"]`)[1],
  );
  const [keywordsMeta, keywordsText] = metaContent(document, 'meta[name="keywords" i]');
  const keywords = keywordsText.split(',').filter((keyword) => keyword.trim());
  const headings = [...document.querySelectorAll('h1')];
  const lang = document.documentElement.getAttribute('lang')?.trim();
  const [viewport, viewportContent] = metaContent(document, 'meta[name="viewport" i]');
  return [
    lengthFinding('title', 'title', title, title?.textContent ?? undefined, TITLE_LENGTH),
    lengthFinding(
      'meta-description',
      'meta description',
      description,
      descriptionText,
      DESCRIPTION_LENGTH,
    ),
    {
      id: 'canonical',
      label: 'Canonical link',
      passed: Boolean(canonicalHref),
      detail: canonicalHref
        ? `canonical is ${canonicalHref}`
        : canonical
          ? 'canonical link has no href'
          : 'no canonical link',
      element: canonical,
    },
    {
      id: 'open-graph',
      label: 'Open Graph tags',
      passed: missingGraph.length === 0,
      detail:
        missingGraph.length === 0
          ? `${OPEN_GRAPH_PROPERTIES.join(', ')} found`
          : `missing ${missingGraph.join(', ')}`,
    },
    {
      id: 'meta-keywords',
      label: 'Meta keywords',
      passed: keywords.length > 0,
      detail: `${keywords.length} keyword${keywords.length === 1 ? '' : 's'} found`,
      element: keywordsMeta,
    },
    {
      id: 'single-h1',
      label: 'One h1',
      passed: headings.length === 1,
      detail: `${headings.length} h1 found`,
      element: headings[1] ?? headings[0],
    },
    {
      id: 'html-lang',
      label: 'Page language',
      passed: Boolean(lang),
      detail: lang ? `lang="${lang}"` : 'the html element has no lang',
    },
    {
      id: 'meta-viewport',
      label: 'Meta viewport',
      passed: /width\s*=/.test(viewportContent),
      detail: viewport ? `viewport is "${viewportContent}"` : 'no meta viewport',
      element: viewport,
    },
  ];
}

/** The page's search-engine basics; the score is the share of the eight checks passed. */
export function checkSeo(
  pageType: PageType,
  document: Document,
  lines: PageLines,
): { report: ScoreReport; issues: PageIssue[] } {
  const results = findings(document);
  const passed = results.filter((finding) => finding.passed).length;
  const issues = results
    .filter((finding) => !finding.passed)
    .map((finding): PageIssue => {
      const line = lines.of(finding.element);
      return {
        pageType,
        source: 'seo',
        severity: finding.missingEntirely ? 'error' : 'warning',
        rule: finding.id,
        message: `${finding.label}: ${finding.detail}.`,
        ...(line ? { line } : {}),
      };
    });
  return {
    report: {
      score: Math.round((100 * passed) / results.length),
      summary: `${passed} of ${results.length} SEO checks passed; the score is the share passed.`,
      checks: results.map(({ id, label, passed: ok, detail }) => ({
        id,
        label,
        passed: ok,
        detail,
      })),
    },
    issues,
  };
}
