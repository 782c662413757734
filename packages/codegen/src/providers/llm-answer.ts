import { appSpecSchema, type AppSpec } from '../app-spec.ts';
import { LLM_CATEGORY_IDS } from './llm-prompt.ts';

/** A model's answer: the spec to render, or the problems to send back to it. */
export type Answer =
  { ok: true; spec: AppSpec; notes: string[] } | { ok: false; problems: string[] };

/** Enough for a model to fix its answer; more only makes the retry prompt long. */
const MAX_PROBLEMS = 12;
const MAX_NOTES = 6;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CATEGORIES = new Set<string>(LLM_CATEGORY_IDS);
const AUTOMATIC_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);
const ENTITY_SCREENS = new Set(['list', 'detail', 'form', 'calendar', 'locations']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON in a model's text: bare, in a ```json fence, or with a sentence around it. */
function parseJson(text: string): unknown {
  let body = text.trim();
  const fenced = /^```[a-z]*\s*([\s\S]*?)\s*```$/i.exec(body);
  if (fenced?.[1] !== undefined) body = fenced[1];
  if (!body.startsWith('{')) {
    const start = body.indexOf('{');
    const end = body.lastIndexOf('}');
    if (start >= 0 && end > start) body = body.slice(start, end + 1);
  }
  return JSON.parse(body);
}

function kebab(text: string) {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return slug || 'app';
}

const expandHex = (colour: unknown) =>
  typeof colour === 'string' && /^#[0-9a-f]{3}$/i.test(colour)
    ? `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}`
    : colour;

/** Fixes what has one obvious fix, so the model is not asked again for it. */
function normalize(raw: Json): Json {
  const spec = { ...raw };
  if (typeof spec.slug !== 'string' || !SLUG.test(spec.slug) || spec.slug.length > 40) {
    spec.slug = kebab(
      typeof spec.slug === 'string' && spec.slug ? spec.slug : String(spec.appName ?? ''),
    );
  }
  if (typeof spec.category === 'string') {
    const id = spec.category
      .trim()
      .toLowerCase()
      .replace(/[\s&/-]+/g, '_');
    spec.category = CATEGORIES.has(id) ? id : 'custom';
  }
  if (isObject(spec.theme)) {
    spec.theme = {
      ...spec.theme,
      primaryColor: expandHex(spec.theme.primaryColor),
      secondaryColor: expandHex(spec.theme.secondaryColor),
    };
  }
  return spec;
}

function pathText(path: PropertyKey[]) {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
    'spec',
  );
}

function valueAt(root: unknown, path: PropertyKey[]) {
  return path.reduce<unknown>(
    (node, key) =>
      isObject(node) || Array.isArray(node) ? (node as Json)[key as string] : undefined,
    root,
  );
}

function duplicates(names: string[]) {
  return [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];
}

/** What the schema cannot say: names that must point at each other, and names that must be unique. */
function referenceProblems(spec: AppSpec): string[] {
  const problems: string[] = [];
  const entityNames = new Set(spec.entities.map((entity) => entity.name));
  for (const name of duplicates(spec.entities.map((entity) => entity.name))) {
    problems.push(`spec.entities: the entity name "${name}" is used twice`);
  }
  spec.entities.forEach((entity, index) => {
    const at = `spec.entities[${index}]`;
    const fieldNames = entity.fields.map((field) => field.name);
    if (!fieldNames.includes(entity.titleField)) {
      problems.push(
        `${at}.titleField: "${entity.titleField}" is not one of ${entity.name}'s fields (${fieldNames.join(', ')})`,
      );
    }
    for (const name of duplicates(fieldNames))
      problems.push(`${at}.fields: the field name "${name}" is used twice`);
    entity.fields.forEach((field, fieldIndex) => {
      const fieldAt = `${at}.fields[${fieldIndex}]`;
      if (AUTOMATIC_FIELDS.has(field.name)) {
        problems.push(`${fieldAt}.name: "${field.name}" is added automatically; remove this field`);
      }
      if (field.type === 'enum' && !field.options) {
        problems.push(`${fieldAt}.options: the enum field "${field.name}" needs 2 to 20 options`);
      }
      if (field.type === 'relation' && (!field.relation || !entityNames.has(field.relation))) {
        problems.push(
          `${fieldAt}.relation: the relation field "${field.name}" must name one of the entities (${[...entityNames].join(', ')})`,
        );
      }
    });
  });
  for (const name of duplicates(spec.screens.map((screen) => screen.name))) {
    problems.push(`spec.screens: the screen name "${name}" is used twice`);
  }
  spec.screens.forEach((screen, index) => {
    if (ENTITY_SCREENS.has(screen.kind) && (!screen.entity || !entityNames.has(screen.entity))) {
      problems.push(
        `spec.screens[${index}].entity: a ${screen.kind} screen must name one of the entities`,
      );
    }
  });
  return problems;
}

function readNotes(value: unknown) {
  if (!Array.isArray(value)) return [];
  return value
    .filter((note): note is string => typeof note === 'string' && note.trim() !== '')
    .slice(0, MAX_NOTES)
    .map((note) => note.trim().slice(0, 300));
}

/** Parses and checks a model's text: `{ spec, notes }`, or a bare spec. */
export function readAnswer(text: string): Answer {
  let parsed: unknown;
  try {
    parsed = parseJson(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const problem =
      text.trim() === '' ? 'The answer was empty.' : `The answer is not valid JSON (${reason}).`;
    return { ok: false, problems: [problem] };
  }
  if (!isObject(parsed))
    return { ok: false, problems: ['The answer must be a JSON object {"spec": …, "notes": […]}.'] };
  const rawSpec = isObject(parsed.spec) ? parsed.spec : 'appName' in parsed ? parsed : undefined;
  if (!rawSpec) return { ok: false, problems: ['The answer has no "spec" object.'] };

  const candidate = normalize(rawSpec);
  const result = appSpecSchema.safeParse(candidate);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const value = valueAt(candidate, issue.path);
      const shown = typeof value === 'string' ? ` ("${value.slice(0, 40)}")` : '';
      return `${pathText(issue.path)}${shown}: ${issue.message}`;
    });
    return { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };
  }
  const problems = referenceProblems(result.data);
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };
  return { ok: true, spec: result.data, notes: readNotes(parsed.notes) };
}
