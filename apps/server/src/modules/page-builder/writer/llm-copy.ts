import type { LlmSettings } from '@appforge/codegen/providers/llm';
import { PAGE_TYPE_LABELS, type PageType } from '@appforge/shared/contracts/page-builder';
import { z } from 'zod';
import { askModel } from '../../ai/llm-code';
import type { AppFacts } from './facts';
import type { PagePlan } from './plan';
import { truncateWords } from './text';

/** The language model's copy of a page: tagline, intro and one lead per section, as JSON. */

export type AskModel = typeof askModel;

const SYSTEM = `You write the copy of one web page about a mobile app.
Answer with one JSON object and nothing else: {"tagline": string, "intro": string, "sections": {"<section id>": string, ...}}, with one entry for every section id you are given.
Plain text only: no HTML, no Markdown. Tagline: one sentence of at most 160 characters. Intro: at most three sentences. Each section: one to three sentences that introduce the section's content (lists and tables follow it).
Use only the facts given. Never invent numbers, prices, ratings, reviews, testimonials, users, customers, awards, email addresses, web addresses or company names.`;

const HTML = /<\/?[a-z!][^>]*>/i;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
const WEB_ADDRESS = /\bhttps?:\/\/|\bwww\./i;
const AMOUNT = /[$€£¥]\s?\d/;

function plainCopy(allowedText: string) {
  return z
    .string()
    .trim()
    .max(700)
    .refine((text) => !HTML.test(text), 'it contained HTML')
    .refine((text) => !EMAIL.test(text) || EMAIL.test(allowedText), 'it invented an email address')
    .refine((text) => !WEB_ADDRESS.test(text), 'it invented a web address')
    .refine((text) => !AMOUNT.test(text) || AMOUNT.test(allowedText), 'it invented a price');
}

function copySchema(sectionIds: string[], allowedText: string) {
  const text = plainCopy(allowedText);
  return z.object({
    tagline: text.pipe(z.string().min(3).max(200)),
    intro: text.pipe(z.string().min(10)),
    sections: z.object(Object.fromEntries(sectionIds.map((id) => [id, text]))),
  });
}

function factsForModel(facts: AppFacts) {
  return {
    name: facts.name,
    description: facts.description,
    category: facts.categoryLabel,
    platforms: facts.platforms,
    recordTypes: facts.records.map((record) => ({
      name: record.plural,
      fields: record.fields.map(
        (field) => `${field.label} (${field.kind}${field.required ? ', required' : ''})`,
      ),
    })),
    features: facts.features.map((feature) => `${feature.title}: ${feature.benefit}`),
    screens: facts.screens.map((screen) => `${screen.title}: ${screen.summary}`),
    plannedFeatures: facts.plannedFeatures,
    storage: facts.spec ? 'Records are saved on the phone; no account; works offline.' : null,
  };
}

/** The JSON object in an answer that may wrap it in a code fence or a sentence. */
function jsonIn(answer: string): unknown {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('the answer held no JSON object');
  try {
    return JSON.parse(answer.slice(start, end + 1));
  } catch {
    throw new Error('the answer was not valid JSON');
  }
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'the answer did not match the expected shape';
  const where = issue.path.join('.');
  return `${where ? `${where}: ` : ''}${issue.message}`;
}

export type LlmCopyResult = { ok: true; plan: PagePlan } | { ok: false; reason: string };

/** Asks the model once for the page's copy; the plan with it, or why it could not be used. */
export async function llmCopy(
  settings: LlmSettings,
  pageType: PageType,
  facts: AppFacts,
  plan: PagePlan,
  ask: AskModel = askModel,
): Promise<LlmCopyResult> {
  const request = {
    page: PAGE_TYPE_LABELS[pageType],
    app: factsForModel(facts),
    current: {
      tagline: plan.tagline,
      intro: plan.intro,
      sections: plan.sections.map(({ id, heading, lead }) => ({ id, heading, lead })),
    },
  };
  try {
    const answer = await ask(settings, SYSTEM, [
      { role: 'user', content: JSON.stringify(request) },
    ]);
    const allowedText = JSON.stringify(request);
    const parsed = copySchema(
      plan.sections.map((section) => section.id),
      allowedText,
    ).safeParse(jsonIn(answer));
    if (!parsed.success) return { ok: false, reason: firstIssue(parsed.error) };
    const copy = parsed.data;
    return {
      ok: true,
      plan: {
        ...plan,
        tagline: copy.tagline,
        intro: copy.intro,
        sections: plan.sections.map((section) => ({
          ...section,
          lead: copy.sections[section.id] || section.lead,
        })),
      },
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: truncateWords(reason, 160) };
  }
}
