import type { AppFacts } from './facts';

/**
 * A page before it becomes HTML: its plain-text copy (tagline, intro, one lead paragraph per
 * section; escaped when rendered) and each section's body, already HTML, built from the app's data.
 * The built-in writer or the language model fills the copy; the templates fill the bodies.
 */
export interface PlanSection {
  /** Unique on the page; the language model's copy is keyed by it. */
  id: string;
  heading: string;
  lead: string;
  /** HTML built with escaped values. */
  body: string;
  /** Drawn on the tint, for a highlighted requirement. */
  highlighted?: boolean;
}

export interface PageAction {
  label: string;
  href: string;
  quiet?: boolean;
}

export interface PagePlan {
  heading: string;
  tagline: string;
  intro: string;
  /** Sentences a requirement asked the page to mention, after the intro. */
  mentions: string[];
  actions: PageAction[];
  sections: PlanSection[];
}

export const section = (id: string, heading: string, lead: string, body = ''): PlanSection => ({
  id,
  heading,
  lead,
  body,
});

/** What a page template is given. */
export interface PageContext {
  facts: AppFacts;
  /** When the page is written: the legal pages' "last updated" date. */
  now: Date;
}

export type PageTemplate = (context: PageContext) => PagePlan;
