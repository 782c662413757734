import { exampleBody } from '@appforge/codegen/render/example-records';
import type { Formatter } from '@appforge/codegen/render/field-type-info';
import { fieldType } from '@appforge/codegen/render/field-types';
import { usedFormatters } from '@appforge/codegen/render/frontend/helpers';
import type { AppModel, EntityModel } from '@appforge/codegen/render/model';
import { callExport, check, readExport, type CaseList } from './sandbox-cases.ts';
import type { SandboxProcess } from './sandbox-process.ts';
import type { ReadyReport } from './sandbox-protocol.ts';

/**
 * The frontend's pure code, suite `unit`: each entity's form validation (a filled form passes, an
 * empty one is told its required fields) and each display helper of src/format.ts, called with
 * a sample. The names come from the model, as the generator derives them (render/frontend).
 */

const VALIDATION = 'src/validation.ts';
const FORMAT = 'src/format.ts';
const TYPES = 'src/types.ts';

/** A sample for each display helper the generator can write. */
const FORMATTER_SAMPLES: Record<Formatter, unknown[]> = {
  formatNumber: [12345.678, 'km'],
  formatCurrency: [12.5, 'USD'],
  formatBoolean: [true],
  formatDate: ['2025-01-31'],
  formatDateTime: ['2025-01-31 18:30'],
  formatRating: [4],
};

const capital = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The records a relation field points at are not there: any id will do for the frontend. */
const placeholderIds = (entity: EntityModel) =>
  Object.fromEntries(entity.relations.map((field) => [field.relation!, 'sandbox-record']));

export class UnitCases {
  constructor(
    private readonly sandbox: SandboxProcess,
    private readonly ready: ReadyReport,
    private readonly cases: CaseList,
  ) {}

  /** Fails the case unless `module` loaded with a function `name`. */
  private requireFunction(module: string, name: string) {
    const exported = this.ready.frontend[module];
    check(exported !== undefined, `${module} is missing or imports packages (react, react-native)`);
    check(exported.includes(name), `${module} has no function ${name}`);
  }

  private async call(module: string, name: string, args: unknown[]) {
    this.requireFunction(module, name);
    return callExport(this.sandbox, module, name, args);
  }

  /** `empty<Type>` of src/types.ts: a new record's values. */
  private async emptyRecord(entity: EntityModel) {
    const empty = await readExport(this.sandbox, TYPES, `empty${entity.type}`);
    check(typeof empty === 'object' && empty !== null, `${TYPES} has no empty${entity.type}`);
    return empty as Record<string, unknown>;
  }

  async validation(entity: EntityModel) {
    const validate = `validate${capital(entity.camel)}`;
    const toDraft = `${entity.camel}ToDraft`;
    await this.cases.run('unit', `${entity.label}: ${validate} accepts a filled form`, async () => {
      const input = {
        ...(await this.emptyRecord(entity)),
        ...exampleBody(entity, placeholderIds(entity)),
      };
      const draft = await this.call(VALIDATION, toDraft, [input]);
      const result = (await this.call(VALIDATION, validate, [draft])) as {
        ok?: boolean;
        errors?: unknown;
      };
      check(
        result.ok === true,
        `${validate} refused ${JSON.stringify(draft)}: ${JSON.stringify(result.errors)}`,
      );
    });
    const required = entity.fields.filter((field) => field.required && fieldType(field).missing);
    if (required.length === 0) return;
    const names = required.map((field) => field.label.toLowerCase()).join(', ');
    await this.cases.run(
      'unit',
      `${entity.label}: ${validate} asks an empty form for ${names}`,
      async () => {
        const draft = await this.call(VALIDATION, toDraft, [await this.emptyRecord(entity)]);
        const result = (await this.call(VALIDATION, validate, [draft])) as {
          ok?: boolean;
          errors?: Record<string, unknown>;
        };
        check(result.ok === false, `${validate} accepted an empty form`);
        const unflagged = required.filter((field) => !result.errors?.[field.name]);
        check(
          unflagged.length === 0,
          `${validate} said nothing of ${unflagged.map((field) => field.name).join(', ')}`,
        );
      },
    );
  }

  /** Title and summary of a sample record: text, the title never empty. */
  async entityFormat(entity: EntityModel) {
    const names = [
      `${entity.camel}Title`,
      ...(entity.secondary.length > 0 ? [`${entity.camel}Summary`] : []),
    ];
    for (const name of names) {
      await this.cases.run('unit', `${entity.label}: ${name} writes a text`, async () => {
        const now = new Date().toISOString();
        const record = {
          ...(await this.emptyRecord(entity)),
          ...exampleBody(entity, placeholderIds(entity)),
          id: 'sandbox-record',
          createdAt: now,
          updatedAt: now,
        };
        const text = await this.call(FORMAT, name, [record]);
        check(typeof text === 'string', `${name} returned ${JSON.stringify(text)}`);
        check(!name.endsWith('Title') || text !== '', `${name} returned an empty title`);
      });
    }
  }

  async formatter(name: Formatter) {
    await this.cases.run('unit', `format: ${name} writes a text`, async () => {
      const text = await this.call(FORMAT, name, FORMATTER_SAMPLES[name]);
      check(typeof text === 'string', `${name} returned ${JSON.stringify(text)}`);
    });
  }
}

/** The unit cases: the pure modules load, then the model's validations and formatters. */
export async function runUnitCases(
  sandbox: SandboxProcess,
  ready: ReadyReport,
  model: AppModel | null,
  cases: CaseList,
) {
  const loaded = Object.keys(ready.frontend);
  if (ready.frontendError)
    cases.fail('unit', 'Frontend: the pure modules load', ready.frontendError);
  else if (loaded.length > 0)
    await cases.run('unit', `Frontend: ${loaded.join(', ')} load`, () => Promise.resolve());
  if (!model) return;
  const unit = new UnitCases(sandbox, ready, cases);
  for (const entity of model.entities) await unit.validation(entity);
  for (const name of usedFormatters(model)) await unit.formatter(name);
  for (const entity of model.entities) await unit.entityFormat(entity);
}
