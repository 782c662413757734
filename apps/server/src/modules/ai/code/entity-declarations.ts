import { fieldIdent, typeIdent } from './code-names';
import type { EntityModel, FieldModel } from './code-recipe';
import { typeFor } from './language-types';
import { isPassword } from './record-fields';
import { capitalize, lines, withArticle } from './recipe-text';

/** Which type to declare: the entity's own name and fields unless a recipe names a variant. */
export interface Declaration {
  /** The type's name in the target language; the entity's (typeIdent) by default. */
  name?: string;
  fields?: FieldModel[];
}

const resolve = (
  language: Parameters<typeof typeIdent>[0],
  entity: EntityModel,
  options: Declaration,
) => ({
  name: options.name ?? typeIdent(language, entity),
  fields: options.fields ?? entity.fields,
});

/** The doc line of a field counted in minutes, or nothing. */
export const minutesDoc = (field: FieldModel, line: string) => field.unit === 'minutes' && line;

export function tsInterface(entity: EntityModel, options: Declaration = {}): string {
  const { name, fields } = resolve('typescript', entity, options);
  return lines(
    `export interface ${name} {`,
    ...fields.flatMap((field) => [
      minutesDoc(field, '  /** Minutes. */'),
      `  ${field.name}: ${typeFor('typescript', field.kind)};`,
    ]),
    '}',
  );
}

export function jsTypedef(entity: EntityModel, options: Declaration = {}): string {
  const { name, fields } = resolve('javascript', entity, options);
  return lines(
    '/**',
    ` * @typedef {object} ${name}`,
    ...fields.map((field) => ` * @property {${typeFor('javascript', field.kind)}} ${field.name}`),
    ' */',
  );
}

/** What json.loads gives for each kind: dates stay ISO 8601 strings, amounts are floats. */
const pythonJsonType = (field: FieldModel) =>
  field.kind === 'date' || field.kind === 'dateTime'
    ? 'str'
    : field.kind === 'money'
      ? 'float'
      : typeFor('python', field.kind);

/** A TypedDict keyed by the JSON names and typed as JSON arrives, so responses need no conversion. */
export function pythonTypedDict(entity: EntityModel, options: Declaration = {}): string {
  const { name, fields } = resolve('python', entity, options);
  return lines(
    `${name} = TypedDict(`,
    `    "${name}",`,
    '    {',
    ...fields.map((field) => `        "${field.name}": ${pythonJsonType(field)},`),
    '    },',
    ')',
  );
}

/** pydantic checks addresses and links itself (EmailStr needs the pydantic[email] extra). */
export const pydanticType = (field: FieldModel) =>
  field.kind === 'email'
    ? 'EmailStr'
    : field.kind === 'url'
      ? 'HttpUrl'
      : typeFor('python', field.kind);

/** Required text is not empty, a password has at least 8 characters, an amount is not negative. */
function pydanticConstraints(field: FieldModel): string[] {
  if (field.kind === 'text') return [`min_length=${isPassword(field) ? 8 : 1}`];
  return field.kind === 'money' ? ['ge=0'] : [];
}

/** The names to import from pydantic for models with these fields (`checked` as in pydanticClass). */
export function pydanticNames(fields: FieldModel[], checked: boolean, ...extra: string[]): string {
  const names = new Set(['BaseModel', 'ConfigDict', ...extra]);
  const constrained = checked && fields.some((field) => pydanticConstraints(field).length > 0);
  if (constrained || fields.some((field) => fieldIdent('python', field) !== field.name)) {
    names.add('Field');
  }
  if (fields.some((field) => field.kind === 'email')) names.add('EmailStr');
  if (fields.some((field) => field.kind === 'url')) names.add('HttpUrl');
  return [...names].sort().join(', ');
}

/** A pydantic model with snake_case attributes and camelCase JSON aliases. */
export function pydanticClass(
  entity: EntityModel,
  options: Declaration & { base?: string; doc?: string; checked?: boolean; config?: string } = {},
): string {
  const { name, fields } = resolve('python', entity, options);
  const base = options.base ?? 'BaseModel';
  return lines(
    `class ${name}(${base}):`,
    `    """${options.doc ?? `${capitalize(withArticle(entity.name))}, read from and written to JSON with camelCase keys.`}"""`,
    '',
    base === 'BaseModel' &&
      `    model_config = ConfigDict(${options.config ?? 'populate_by_name=True'})`,
    base === 'BaseModel' && fields.length > 0 && '',
    ...fields.map((field) => {
      const ident = fieldIdent('python', field);
      const settings = [
        ident !== field.name && `alias="${field.name}"`,
        ...(options.checked ? pydanticConstraints(field) : []),
      ].filter(Boolean);
      const value = settings.length > 0 ? ` = Field(${settings.join(', ')})` : '';
      const unit = field.unit === 'minutes' ? '  # minutes' : '';
      return `    ${ident}: ${pydanticType(field)}${value}${unit}`;
    }),
    fields.length === 0 && base !== 'BaseModel' && '    pass',
  );
}

export function swiftStruct(
  entity: EntityModel,
  options: Declaration & { conformances?: string[] } = {},
): string {
  const { name, fields } = resolve('swift', entity, options);
  const renamed = fields.some((field) => fieldIdent('swift', field) !== field.name);
  const identifiable = fields.some((field) => field.name === 'id');
  const conformances = options.conformances ?? [
    'Codable',
    'Equatable',
    ...(identifiable ? ['Identifiable'] : []),
  ];
  return lines(
    `struct ${name}: ${conformances.join(', ')} {`,
    ...fields.flatMap((field) => [
      minutesDoc(field, '    /// Minutes.'),
      `    var ${fieldIdent('swift', field)}: ${typeFor('swift', field.kind)}`,
    ]),
    ...(renamed
      ? [
          '',
          '    enum CodingKeys: String, CodingKey {',
          ...fields.map((field) => {
            const ident = fieldIdent('swift', field);
            return ident === field.name
              ? `        case ${ident}`
              : `        case ${ident} = "${field.name}"`;
          }),
          '    }',
        ]
      : []),
    '}',
  );
}

/**
 * The statement that sets `decoder`'s date strategy: ISO 8601, and also plain days (yyyy-MM-dd)
 * when a field is a date without a time, which `.iso8601` alone rejects.
 */
export function swiftDateDecoding(fields: FieldModel[], decoder: string, indent: string): string {
  if (!fields.some((field) => field.kind === 'date')) {
    return `${indent}${decoder}.dateDecodingStrategy = .iso8601`;
  }
  return [
    '// Accepts ISO 8601 dates with a time and plain days (yyyy-MM-dd).',
    `${decoder}.dateDecodingStrategy = .custom { decoder in`,
    '    let text = try decoder.singleValueContainer().decode(String.self)',
    '    let day = DateFormatter()',
    '    day.locale = Locale(identifier: "en_US_POSIX")',
    '    day.dateFormat = "yyyy-MM-dd"',
    '    if let date = ISO8601DateFormatter().date(from: text) ?? day.date(from: text) {',
    '        return date',
    '    }',
    '    throw DecodingError.dataCorrupted(',
    '        .init(codingPath: decoder.codingPath, debugDescription: "Not an ISO 8601 date: \\(text)"))',
    '}',
  ]
    .map((line) => indent + line)
    .join('\n');
}

/** The constructor parameters of a Kotlin data class, with @SerialName where the name differs. */
export function kotlinParameters(fields: FieldModel[], indent = '    '): string[] {
  return fields.flatMap((field) => {
    const ident = fieldIdent('kotlin', field);
    const serialName = ident === field.name ? '' : `@SerialName("${field.name}") `;
    return [
      minutesDoc(field, `${indent}/** Minutes. */`),
      `${indent}${serialName}val ${ident}: ${typeFor('kotlin', field.kind)},`,
    ].filter((line): line is string => typeof line === 'string');
  });
}

/** Whether a Kotlin declaration of these fields needs `import kotlinx.serialization.SerialName`. */
export const kotlinNeedsSerialName = (fields: FieldModel[]) =>
  fields.some((field) => fieldIdent('kotlin', field) !== field.name);

export function kotlinDataClass(entity: EntityModel, options: Declaration = {}): string {
  const { name, fields } = resolve('kotlin', entity, options);
  return lines('@Serializable', `data class ${name}(`, ...kotlinParameters(fields), ')');
}

/** The JSON key serde derives from a snake_case field under rename_all = "camelCase". */
const serdeCamel = (ident: string) =>
  ident.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());

export function rustStruct(
  entity: EntityModel,
  options: Declaration & { derives?: string[] } = {},
): string {
  const { name, fields } = resolve('rust', entity, options);
  const derives = options.derives ?? ['Debug', 'Clone', 'PartialEq', 'Serialize', 'Deserialize'];
  return lines(
    `#[derive(${derives.join(', ')})]`,
    '#[serde(rename_all = "camelCase")]',
    `pub struct ${name} {`,
    ...fields.flatMap((field) => {
      const ident = fieldIdent('rust', field);
      return [
        minutesDoc(field, '    /// Minutes.'),
        serdeCamel(ident) !== field.name && `    #[serde(rename = "${field.name}")]`,
        `    pub ${ident}: ${typeFor('rust', field.kind)},`,
      ];
    }),
    '}',
  );
}
