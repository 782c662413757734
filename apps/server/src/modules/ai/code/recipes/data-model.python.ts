import { fieldIdent, typeIdent } from '../code-names';
import type { FieldModel, RecipeContext } from '../code-recipe';
import { pydanticClass, pydanticNames } from '../entity-declarations';
import { typeFor, typeImports } from '../language-types';
import { capitalize, lines, withArticle } from '../recipe-text';

function pydanticModel({ entity }: RecipeContext) {
  const imports = typeImports('python', entity.fields);
  return lines(
    ...imports,
    imports.length > 0 && '',
    `from pydantic import ${pydanticNames(entity.fields, false)}`,
    '',
    '',
    pydanticClass(entity),
    '',
  );
}

/** How from_dict turns a JSON value into the attribute's type. */
function readValue(field: FieldModel): string {
  const value = `data["${field.name}"]`;
  switch (field.kind) {
    case 'int':
      return `int(${value})`;
    case 'decimal':
      return `float(${value})`;
    case 'money':
      return `Decimal(str(${value}))`;
    case 'bool':
      return `bool(${value})`;
    case 'date':
      return `date.fromisoformat(${value})`;
    case 'dateTime':
      return `datetime.fromisoformat(${value})`;
    case 'list':
      return `[str(item) for item in ${value}]`;
    default:
      return `str(${value})`;
  }
}

/** How to_dict writes the attribute as JSON. */
function writeValue(field: FieldModel): string {
  const value = `self.${fieldIdent('python', field)}`;
  if (field.kind === 'date' || field.kind === 'dateTime') return `${value}.isoformat()`;
  if (field.kind === 'money') return `float(${value})`;
  if (field.kind === 'list') return `list(${value})`;
  return value;
}

function dataclassModel({ entity }: RecipeContext) {
  const type = typeIdent('python', entity);
  return lines(
    'import json',
    'from dataclasses import dataclass',
    ...typeImports('python', entity.fields),
    'from typing import Any',
    '',
    '',
    '@dataclass',
    `class ${type}:`,
    `    """${capitalize(withArticle(entity.name))}; its JSON form uses camelCase keys."""`,
    '',
    ...entity.fields.map(
      (field) =>
        `    ${fieldIdent('python', field)}: ${typeFor('python', field.kind)}${field.unit === 'minutes' ? '  # minutes' : ''}`,
    ),
    '',
    '    @classmethod',
    `    def from_dict(cls, data: dict[str, Any]) -> "${type}":`,
    '        return cls(',
    ...entity.fields.map(
      (field) => `            ${fieldIdent('python', field)}=${readValue(field)},`,
    ),
    '        )',
    '',
    '    def to_dict(self) -> dict[str, Any]:',
    '        return {',
    ...entity.fields.map((field) => `            "${field.name}": ${writeValue(field)},`),
    '        }',
    '',
    '    @classmethod',
    `    def from_json(cls, text: str) -> "${type}":`,
    '        return cls.from_dict(json.loads(text))',
    '',
    '    def to_json(self) -> str:',
    '        return json.dumps(self.to_dict())',
    '',
  );
}

/** pydantic on the backend (FastAPI speaks it), a standard-library dataclass elsewhere. */
export const renderPythonModel = (ctx: RecipeContext) =>
  ctx.platform === 'backend' ? pydanticModel(ctx) : dataclassModel(ctx);
