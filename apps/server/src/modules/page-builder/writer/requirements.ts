import type { PageType } from '@appforge/shared/contracts/page-builder';
import type { AppFacts } from './facts';
import type { PagePlan, PlanSection } from './plan';
import { parseRequirement, type SectionKind } from './requirement-grammar';
import { requirementCopy } from './requirement-sections';
import { slugOf } from './text';

/**
 * The person's custom requirements applied to a page plan: "mention …" puts a sentence into the
 * introduction, "highlight …" adds (or moves) a section to the top on the tint, and anything else
 * adds a section. Each applied requirement leaves a line saying what it became.
 */
/** The page that is wholly about a kind of section. */
const PAGE_OF_KIND: Partial<Record<SectionKind, PageType>> = {
  privacy: 'privacy',
  faq: 'faq',
  contact: 'contact',
};

export function applyRequirements(
  plan: PagePlan,
  requirements: string[],
  facts: AppFacts,
  pageType: PageType,
): { plan: PagePlan; jobs: string[] } {
  let sections = [...plan.sections];
  const mentions = [...plan.mentions];
  const jobs: string[] = [];
  const uniqueId = (base: string) => {
    let id = base;
    for (let count = 2; sections.some((section) => section.id === id); count += 1)
      id = `${base}-${count}`;
    return id;
  };
  for (const text of requirements) {
    const requirement = parseRequirement(text);
    if (requirement.object === '') {
      jobs.push(`Skipped requirement: ${requirement.text} (it names nothing to add)`);
      continue;
    }
    const copy = requirementCopy(facts, requirement);
    if (requirement.verb === 'mention') {
      mentions.push(copy.mention);
      jobs.push(`Applied requirement: ${requirement.text} → a sentence in the introduction`);
      continue;
    }
    if (requirement.kind && PAGE_OF_KIND[requirement.kind] === pageType) {
      jobs.push(`Applied requirement: ${requirement.text} → already the subject of this page`);
      continue;
    }
    const first = requirement.verb === 'highlight' || requirement.first;
    const highlighted = requirement.verb === 'highlight';
    const existing = requirement.kind
      ? sections.find((section) => section.id === requirement.kind)
      : undefined;
    if (existing) {
      if (first) {
        sections = [
          { ...existing, highlighted },
          ...sections.filter((section) => section !== existing),
        ];
        jobs.push(
          `Applied requirement: ${requirement.text} → the ${existing.heading} section, moved to the top${highlighted ? ' and highlighted' : ''}`,
        );
      } else {
        jobs.push(
          `Applied requirement: ${requirement.text} → already covered by the ${existing.heading} section`,
        );
      }
      continue;
    }
    const added: PlanSection = {
      id: uniqueId(requirement.kind ?? `about-${slugOf(requirement.object, 'topic')}`),
      heading: copy.heading,
      lead: copy.lead,
      body: copy.body,
      highlighted,
    };
    sections = first ? [added, ...sections] : [...sections, added];
    jobs.push(
      `Applied requirement: ${requirement.text} → ${copy.heading} section${first ? ', placed first' : ''}${highlighted ? ' and highlighted' : ''}`,
    );
  }
  return { plan: { ...plan, sections, mentions }, jobs };
}
