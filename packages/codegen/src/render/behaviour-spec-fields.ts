/** Field shorthands for the hand-written behaviour fixtures (behaviour-specs.ts, behaviour-specs-money.ts). */

export const text = (name: string, label: string, required = true) => ({
  name,
  label,
  type: 'text',
  required,
});
export const number = (name: string, label: string, unit?: string) => ({
  name,
  label,
  type: 'number',
  required: false,
  ...(unit ? { unit } : {}),
});
export const link = (name: string, label: string, relation: string) => ({
  name,
  label,
  type: 'relation',
  relation,
  required: true,
});
export const date = (name: string, label: string, required = true) => ({
  name,
  label,
  type: 'date',
  required,
});
