import { camelCase, capitalCase, kebabCase, pascalCase } from 'change-case';
import pluralize from 'pluralize';
import type { AppSpec, Entity, Field, FieldType } from '../app-spec.ts';
import { APP_KINDS, COLOURS, DEFAULT_SELECT_OPTIONS, SELECT_OPTIONS, TYPE_RULES } from './vocabulary.ts';

const DEFAULT_THEME = { primaryColor: '#06B6D4', secondaryColor: '#10B981', style: 'material' };
const FILLER = /^(a|an|the|my|our|your|some|all|of|to|for|and|app|application|tracker|manager)$/;

const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9\s'-]/g, ' ').split(/\s+/).filter(Boolean);

export function fieldFrom(phrase: string): Field | undefined {
  const cleaned = words(phrase).filter((word) => !/^(a|an|the|its|their|his|her)$/.test(word)).join(' ');
  const name = camelCase(cleaned);
  if (!name || !/^[a-z]/.test(name)) return undefined;
  const rule = TYPE_RULES.find(([pattern]) => pattern.test(cleaned));
  const type: FieldType = rule ? rule[1] : 'text';
  const field: Field = { name, label: cleaned.charAt(0).toUpperCase() + cleaned.slice(1), type, required: false };
  if (type === 'select') field.options = SELECT_OPTIONS[cleaned.split(' ').at(-1) ?? ''] ?? DEFAULT_SELECT_OPTIONS;
  return field;
}

/** "a, b and c" / "a, b, c" → phrases. */
function splitList(list: string) {
  return list
    .split(/,|\band\b|&|\+/)
    .map((part) => part.replace(/[.!?;:]+$/g, '').trim())
    .filter((part) => part.length > 0 && words(part).length <= 5);
}

export function entityFrom(noun: string, phrases: string[]): Entity {
  const singular = pluralize.singular(noun.toLowerCase());
  const name = pascalCase(singular) || 'Item';
  const fields: Field[] = [];
  for (const phrase of phrases) {
    const field = fieldFrom(phrase);
    if (field && !fields.some((existing) => existing.name === field.name)) fields.push(field);
  }
  if (!fields.some((field) => field.type === 'text')) fields.unshift({ name: 'title', label: 'Title', type: 'text', required: true });
  const title = fields.find((field) => field.type === 'text');
  if (title) title.required = true;
  return { name, pluralName: pascalCase(pluralize.plural(singular)) || 'Items', fields };
}

/** The thing being tracked: "track wine bottles with …" → "wine bottles"; falls back to the last noun-like word. */
function mainNoun(prompt: string): string | undefined {
  const match =
    /\b(?:track(?:ing)?|manage|managing|log(?:ging)?|organi[sz]e|list(?:ing)?|keep track of|for(?: tracking| managing)?|of)\s+(?:my |our |the |all )?([a-z][a-z' -]*?)(?=\s+(?:with|that|which|including|where|in|and track|,)\b|[,.!?]|$)/i.exec(prompt);
  const phrase = match?.[1] ? words(match[1]).filter((word) => !FILLER.test(word)) : [];
  if (phrase.length > 0) return phrase.slice(-2).join(' ');
  const appMatch = /\b(?:an?|my)\s+([a-z][a-z-]*)\s+(?:app|application|tracker|manager|list)\b/i.exec(prompt);
  return appMatch?.[1];
}

function themeFrom(prompt: string, base = DEFAULT_THEME) {
  const colour = words(prompt).find((word) => COLOURS[word]);
  return colour ? { ...base, primaryColor: COLOURS[colour] ?? base.primaryColor } : base;
}

function explicitName(prompt: string) {
  const quoted = /["“']([^"”']{2,40})["”']/.exec(prompt)?.[1];
  const called = /\b(?:called|named|rename(?:d)? (?:it )?to|call it)\s+([A-Z0-9][\w' -]{1,40}?)(?=[,.!?]|\s+(?:with|that|to|for)\b|$)/i.exec(prompt)?.[1];
  return (quoted ?? called)?.trim();
}

export function fieldListOf(prompt: string): string[] {
  const text = prompt.replace(/\n/g, ' ');
  const list =
    /\b(?:with|including)\s*:?\s+(.+)$/i.exec(text)?.[1] ??
    /\b(?:fields?|storing|stores|having)\s*:?\s+(.+)$/i.exec(text)?.[1];
  return list ? splitList(list.replace(/\b(?:fields?|columns?)\b/gi, '')) : [];
}

function specFor(name: string, category: string, entity: Entity, prompt: string, theme = DEFAULT_THEME): AppSpec {
  return {
    name,
    slug: kebabCase(name) || 'app',
    description: prompt.slice(0, 300),
    category,
    theme: themeFrom(prompt, theme),
    entities: [entity],
    features: [],
  };
}

/** A new app from a prompt: a known kind, an explicit field list, or a model of the main noun. */
export function understandNewApp(prompt: string): AppSpec {
  const lower = prompt.toLowerCase();
  const fields = fieldListOf(prompt);
  const noun = mainNoun(prompt);
  const kind = APP_KINDS.find((candidate) => candidate.words.test(lower));
  const nounIsKnown = kind && noun && kind.words.test(noun);
  if (kind && (fields.length === 0 || nounIsKnown || !noun)) {
    const entity = entityFrom(kind.entity, fields.length > 0 ? fields : kind.fields);
    return specFor(explicitName(prompt) ?? kind.appName, kind.category, entity, prompt);
  }
  const subject = noun ?? words(prompt).filter((word) => !FILLER.test(word) && word.length > 2).at(-1) ?? 'item';
  const entity = entityFrom(subject, fields.length > 0 ? fields : ['name', 'notes', 'date', 'status']);
  const name = explicitName(prompt) ?? `${capitalCase(pluralize.singular(subject))} Tracker`;
  return specFor(name, 'custom', entity, prompt);
}

/** Follow-ups: add fields, recolour, rename; a prompt describing a new app replaces the model. */
export function understandFollowUp(prompt: string, previous: AppSpec): { spec: AppSpec; changes: string[] } {
  const changes: string[] = [];
  let spec: AppSpec = structuredClone(previous);
  const addMatch = /\badd(?:\s+an?|\s+the)?\s+(.+?)(?:\s+fields?)?(?:\s+to\s+(?:the\s+)?([a-z ]+?))?[.!?]*$/i.exec(prompt.trim());
  if (addMatch?.[1] && !/\b(app|screen)\b/i.test(addMatch[1])) {
    const target = spec.entities.find((entity) => !addMatch[2] || pluralize.singular(addMatch[2].toLowerCase()).includes(entity.name.toLowerCase())) ?? spec.entities[0];
    const added = addMatch[1].split(/,?\s+(?:and\s+)?(?:make|change|rename|call|set|turn|use)\b/i)[0] ?? '';
    for (const phrase of splitList(added.replace(/\bfields?\b/gi, ''))) {
      const field = fieldFrom(phrase);
      if (target && field && !target.fields.some((existing) => existing.name === field.name)) {
        target.fields.push(field);
        changes.push(`Added the ${field.label.toLowerCase()} field to ${target.pluralName}`);
      }
    }
  }
  const colour = words(prompt).find((word) => COLOURS[word]);
  if (colour) {
    spec.theme = themeFrom(prompt, spec.theme);
    changes.push(`Changed the main colour to ${colour}`);
  }
  const renamed = /\b(?:rename|call it|called|named)\b/i.test(prompt) ? explicitName(prompt) : undefined;
  if (renamed) {
    spec = { ...spec, name: renamed, slug: kebabCase(renamed) || spec.slug };
    changes.push(`Renamed the app to ${renamed}`);
  }
  if (changes.length === 0 && fieldListOf(prompt).length > 0) return { spec: understandNewApp(prompt), changes: [] };
  return { spec, changes };
}
