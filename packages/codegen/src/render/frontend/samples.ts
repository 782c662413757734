import type { Field } from '../../app-spec.ts';
import type { ComputedModel } from '../behaviour.ts';
import type { AppModel, EntityModel } from '../model.ts';
import { importLine, lines, str } from '../names.ts';
import { withinRules } from '../number-rules.ts';

/**
 * src/samples.ts: the records a new install shows, so every screen has something to show and to
 * edit. Each record type gets SAMPLE_COUNT records; a record that links to another type links to
 * that type's samples (the first to the first, and so on), so parents list their children.
 */
export const SAMPLE_COUNT = 3;

const DAY_OFFSETS = [-3, 2, 9];
const NUMBERS = [3, 7, 12];
const AMOUNTS = [12.5, 40, 99.99];
const RATINGS = [5, 4, 3];
const PLACES = ['Lisbon, Portugal', 'Kyoto, Japan', 'Oaxaca, Mexico'];

const UNIT_DAYS = { day: 1, week: 7, month: 30, year: 365 };

/** Days since a sample was last done, due again after an interval: just done, halfway, past due. */
function daysSinceDone(value: ComputedModel, index: number) {
  const every = value.every!;
  const count = every.field
    ? withinRules(every.field, NUMBERS[index % NUMBERS.length]!)
    : every.count;
  const days = count * UNIT_DAYS[every.unit];
  return [1, Math.max(1, Math.round(days / 2)), days + 2][index % 3]!;
}

export const sampleId = (entity: EntityModel, index: number) =>
  `sample-${entity.camel}-${index + 1}`;

/** A TypeScript expression for the value of `field` in the `index`th sample of `entity`. */
function sampleValue(model: AppModel, entity: EntityModel, field: Field, index: number): string {
  const n = index + 1;
  // No sample's timer is running; what a tap records (a check-in, a session) happened already.
  if (entity.actions.some((action) => action.since === field)) return "''";
  const recorded = model.entities.some((owner) =>
    owner.actions.some(
      (action) =>
        action.over?.entity === entity && (action.field === field || action.date === field),
    ),
  );
  if (recorded && field.type === 'date') return `day(${-n})`;
  const interval = entity.computed.find(
    (value) => value.every && !value.over && value.field === field,
  );
  if (interval) {
    const since = `day(${-daysSinceDone(interval, index)})`;
    return field.type === 'date' ? since : `\`\${${since}} 09:30\``;
  }
  // What is redeemed is less than what is earned, so each sample balance starts above zero.
  const redeemed = model.entities.some((owner) =>
    owner.actions.some(
      (action) =>
        action.kind === 'redeem' && action.over?.entity === entity && action.field === field,
    ),
  );
  if (redeemed) return String(field.type === 'currency' ? n * 5 : withinRules(field, n));
  // A target is further than the samples' totals, so each sample shows part of the way there.
  const target = entity.computed.some(
    (value) => value.kind === 'progress' && value.against === field,
  );
  if (target && field.type === 'number')
    return String(withinRules(field, NUMBERS[index % NUMBERS.length]! * 10));
  if (target && field.type === 'currency') return String(AMOUNTS[index % AMOUNTS.length]! * 10);
  switch (field.type) {
    case 'text':
      return str(
        field === entity.title
          ? `Sample ${entity.label.toLowerCase()} ${n}`
          : `${field.label} ${n}`,
      );
    case 'longText':
      return str(index === 0 ? 'A sample record: change it or delete it.' : `Notes ${n}`);
    case 'number':
      return String(withinRules(field, NUMBERS[index % NUMBERS.length]!));
    case 'currency':
      return String(AMOUNTS[index % AMOUNTS.length]);
    case 'rating':
      return String(RATINGS[index % RATINGS.length]);
    case 'boolean':
      return String(index % 2 === 0);
    case 'date':
      return `day(${DAY_OFFSETS[index % DAY_OFFSETS.length]})`;
    case 'datetime':
      return `\`\${day(${DAY_OFFSETS[index % DAY_OFFSETS.length]})} 09:30\``;
    case 'enum': {
      const options = field.options ?? [];
      return str(options.length > 0 ? (options[index % options.length] ?? '') : '');
    }
    case 'location':
      return str(PLACES[index % PLACES.length] ?? '');
    case 'email':
      return str(`sample${n}@example.com`);
    case 'url':
      return str(`https://example.com/${n}`);
    case 'phone':
      return str(`+1 555 010${n}`);
    case 'imageUrl':
      // A required picture gets a placeholder photo, so the sample passes its own form's checks.
      return field.required ? str(`https://picsum.photos/seed/${entity.camel}-${n}/600/400`) : "''";
    case 'relation': {
      const target = model.entities.find((candidate) => candidate.name === field.relation);
      if (!target) return "''";
      // A record of its own type (a subtask's parent task) points at the first sample.
      if (target === entity) return index === 0 ? "''" : str(sampleId(target, 0));
      return str(sampleId(target, index % SAMPLE_COUNT));
    }
  }
}

function samplesOf(model: AppModel, entity: EntityModel) {
  const records = Array.from({ length: SAMPLE_COUNT }, (_unused, index) => {
    const values = entity.fields.map(
      (field) => `${field.name}: ${sampleValue(model, entity, field, index)}`,
    );
    return `    { ...empty${entity.type}, id: ${str(sampleId(entity, index))}, createdAt: now, updatedAt: now, ${values.join(', ')} },`;
  });
  return [`  ${entity.collection}: [`, ...records, `  ] satisfies ${entity.type}[],`];
}

const DAY = `/** The date \`offset\` days from today, as the forms store it (YYYY-MM-DD). */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return date.toISOString().slice(0, 10);
}
`;

const dated = (model: AppModel) =>
  model.entities.some((entity) =>
    entity.fields.some((field) => field.type === 'date' || field.type === 'datetime'),
  );

export function samplesFile(model: AppModel) {
  return `${lines(
    importLine(
      model.entities.map((entity) => `empty${entity.type}`),
      './types',
    ),
    importLine(
      model.entities.map((entity) => entity.type),
      './types',
      true,
    ),
    '',
    'const now = new Date().toISOString();',
    '',
    dated(model) && DAY,
    '/** The records a new install starts with; deleting them (or Clear all data) leaves them gone. */',
    'export const samples = {',
    ...model.entities.flatMap((entity) => samplesOf(model, entity)),
    '};',
  )}\n`;
}
