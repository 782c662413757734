import { fieldIdent } from '../code-names';
import type { FieldModel } from '../code-recipe';
import { typeFor } from '../language-types';
import { lines } from '../recipe-text';

/** A standard-library dataclass with snake_case attributes (the JSON keys stay camelCase elsewhere). */
export function pythonDataclass(name: string, fields: FieldModel[], doc: string): string {
  return lines(
    '@dataclass',
    `class ${name}:`,
    `    """${doc}"""`,
    '',
    ...fields.map((field) => {
      const unit = field.unit === 'minutes' ? '  # minutes' : '';
      return `    ${fieldIdent('python', field)}: ${typeFor('python', field.kind)}${unit}`;
    }),
  );
}
