import { z } from 'zod';
import {
  appSpecObjectSchema,
  FEATURES,
  FIELD_TYPES,
  SCREEN_KINDS,
  screensFor,
  type AppSpec,
} from '../app-spec.ts';

/**
 * The 28 category ids of the category browser (spec 02 §3): 27 named ones and `custom`. Kept here
 * rather than imported from understand/, so the LLM provider does not load the built-in vocabulary.
 */
// prettier-ignore
export const LLM_CATEGORY_IDS = [
  'business', 'productivity', 'finance', 'social', 'communication', 'dating', 'entertainment', 'music',
  'photo_video', 'lifestyle', 'health_fitness', 'food_drink', 'utilities', 'tools', 'weather', 'education',
  'books', 'news', 'travel', 'navigation', 'shopping', 'games_casual', 'games_action', 'games_casino',
  'games_strategy', 'games_rpg', 'games_sports', 'custom',
] as const;

/** JSON-schema keywords that small models and grammar-constrained decoders handle badly. */
const STRICT_KEYWORDS = new Set([
  'pattern',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'default',
  '$schema',
]);

type JsonObject = { [key: string]: unknown };

function relax(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(relax);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !STRICT_KEYWORDS.has(key))
      .map(([key, value]) => [key, relax(value)]),
  );
}

/**
 * What the model is asked to return: `{ spec, notes }`, the spec's JSON schema derived from
 * appSpecObjectSchema without regex and length limits (the answer is validated against the real
 * schema afterwards, and problems are sent back), every top-level key required, and the category
 * an enum. `spec` comes first so a model writes the app before summing it up.
 */
export function responseJsonSchema(): JsonObject {
  const spec = relax(
    z.toJSONSchema(appSpecObjectSchema, { io: 'input', target: 'draft-7' }),
  ) as JsonObject;
  const properties = spec.properties as JsonObject;
  properties.category = { type: 'string', enum: [...LLM_CATEGORY_IDS] };
  spec.required = Object.keys(properties);
  return {
    type: 'object',
    properties: {
      spec,
      notes: { type: 'array', items: { type: 'string' } },
    },
    required: ['spec', 'notes'],
    additionalProperties: false,
  };
}

export const SYSTEM_PROMPT = `You design mobile apps for Appforge. A person describes an app in a chat; you answer with one JSON object {"spec": AppSpec, "notes": string[]} and nothing else. Appforge renders an Expo (React Native) app and a Fastify API from the spec, so follow these rules exactly.

AppSpec:
- appName: the app's short name (at most 40 characters), e.g. "Recipe Box".
- slug: lower-case kebab-case package name, e.g. "recipe-box".
- description: one sentence (at most 300 characters).
- category: one of ${LLM_CATEGORY_IDS.join(', ')} (custom when none fits).
- theme: {"primaryColor": "#RRGGBB", "secondaryColor": "#RRGGBB", "style": "ios" | "material" | "minimal"}; pick colours that suit the app.
- entities (1 to 8): the kinds of records the app keeps. Each has name (PascalCase singular, e.g. "WineBottle"), pluralName (PascalCase plural, e.g. "WineBottles"), titleField (the name of one of its text fields, which titles a record in lists) and fields (1 to 30).
- a field has name (camelCase, e.g. "dueDate"; never id, createdAt or updatedAt, which are automatic), label (what the person sees, e.g. "Due date"), type, required (true or false), and only where they apply: options (enum fields only: 2 to 20 choices), unit (e.g. "min", "kg"; a currency field carries its currency code such as "USD"), relation (relation fields only: the name of another entity in the spec).
- field types: ${FIELD_TYPES.join(', ')}. text is one line, longText several; rating is 1 to 5 stars; imageUrl is a photo; location is a place or address.
- links between records are relation fields on the record that points to one other ("each pet belongs to an owner": Pet gets {"name": "owner", "type": "relation", "relation": "Owner"}, required when it must have one). Many of each ("students join clubs") is a third entity with a required relation to each side (e.g. "StudentClub" with student, club and an optional text field note as its titleField).
- sort (optional, per entity): {"field": a field name, "descending": true or false} when the person says how a list is ordered ("sorted by rating": rating, descending). Never make a field of such a phrase.
- statsPeriod (optional): "day", "week", "month" or "year" when the person asks for stats per period ("monthly stats"); also add the stats feature.
- navigation: "tabs" (one tab per top-level screen) or "stack" (the first list is home and the others open from it).
- features, only from this list: ${FEATURES.join(', ')}.
- screens: normally [] so the standard set is used (a list, a detail and a form per entity; a calendar with reminders; stats, settings and onboarding screens from the features). List screens only when the person asks for particular screens; each has name (PascalCase, unique), kind (${SCREEN_KINDS.join(', ')}), entity (for list, detail, form, calendar and locations screens) and title.

notes: one to four short sentences for the person: for a new app what you assumed, for a change what you changed.

Choose the fields a person would really fill in (usually 3 to 8 per entity) with fitting types, and the features the description implies.`;

function quoted(prompt: string) {
  return `"""\n${prompt.trim()}\n"""`;
}

/** The previous spec as the model sees it: the standard screen set is sent as [] so it follows entity changes. */
function editableSpec(previous: AppSpec) {
  const standard = JSON.stringify(screensFor(previous.entities, previous.features));
  return JSON.stringify(previous.screens) === standard ? { ...previous, screens: [] } : previous;
}

export function userMessage(prompt: string, previous: AppSpec | null | undefined) {
  if (!previous) {
    return `Describe this app as an AppSpec. In notes, say what you assumed.\n\n${quoted(prompt)}`;
  }
  return [
    'This is the current app (AppSpec JSON):',
    JSON.stringify(editableSpec(previous), null, 1),
    '',
    'The person asks for this change:',
    quoted(prompt),
    '',
    'Return the full edited spec: apply what the request asks and keep everything it does not mention exactly as it is (names, fields, theme, features, screens). In notes, say what you changed.',
  ].join('\n');
}

export function retryMessage(problems: string[]) {
  return [
    'That answer is not a valid app description:',
    ...problems.map((problem) => `- ${problem}`),
    'Answer again with the complete, corrected JSON object {"spec": …, "notes": […]} and nothing else.',
  ].join('\n');
}

/** Characters a complete answer is likely to have, for progress while it streams. */
export function expectedAnswerLength(previous: AppSpec | null | undefined) {
  return previous ? JSON.stringify(editableSpec(previous)).length + 300 : 1800;
}
