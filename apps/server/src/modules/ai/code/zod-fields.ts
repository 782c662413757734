import type { FieldModel } from './code-recipe';
import { isPassword } from './record-fields';
import { capitalize } from './recipe-text';

/** The zod schema of one field; `checked` adds the form rules (required text, password strength). */
export function zodField(field: FieldModel, checked: boolean): string {
  const label = capitalize(field.label);
  const say = (text: string) => (checked ? `'${text}'` : '');
  switch (field.kind) {
    case 'text':
      if (!checked) return 'z.string()';
      return isPassword(field)
        ? "z.string().min(8, 'Use at least 8 characters.').regex(/[A-Za-z]/, 'Use both letters and numbers.').regex(/\\d/, 'Use both letters and numbers.')"
        : `z.string().trim().min(1, '${label} is required.')`;
    case 'int':
      return `z.number(${checked ? `{ error: '${label} must be a whole number.' }` : ''}).int(${say(`${label} must be a whole number.`)})`;
    case 'decimal':
      return `z.number(${checked ? `{ error: '${label} must be a number.' }` : ''})`;
    case 'money':
      return `z.number(${checked ? `{ error: '${label} must be a number.' }` : ''}).nonnegative(${say(`${label} must be 0 or more.`)})`;
    case 'bool':
      return 'z.boolean()';
    case 'date':
      return `z.iso.date(${say(`${label} must be a date (yyyy-MM-dd).`)})`;
    case 'dateTime':
      return checked
        ? `z.iso.datetime({ offset: true, error: '${label} must be a date and time (ISO 8601).' })`
        : 'z.iso.datetime({ offset: true })';
    case 'email':
      return `z.email(${say('Enter a valid email address.')})`;
    case 'url':
      return `z.url(${say('Enter a link starting with http:// or https://.')})`;
    case 'list':
      return 'z.array(z.string())';
  }
}
