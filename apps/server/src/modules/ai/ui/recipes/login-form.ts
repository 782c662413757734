import type { FormModel } from '../ui-form';
import { composeForm, formNotes, swiftForm, webForm } from '../ui-form';
import { formFields } from '../ui-fields';
import { displayLabel, identifier } from '../ui-names';
import { defineUiRecipe, type UiContext } from '../ui-recipe';

const LINK_ITEM = /\b(?:forgot|reset|sign\s?-?up|register|create (?:an )?account|links?)\b/i;
const IDENTIFIER_FIELD = /\b(?:e-?mail|user\s?name|user|login|phone|mobile)\b/i;

const handlerFor = (label: string) => identifier(`on ${label}`);

function loginModel({ words }: UiContext): FormModel {
  const fieldLabels = words.items.filter((item) => !LINK_ITEM.test(item));
  // A login form always asks who and the password, whatever else the description lists.
  if (!fieldLabels.some((label) => IDENTIFIER_FIELD.test(label))) fieldLabels.unshift('email');
  if (!fieldLabels.some((label) => /\bpass(?:word|code)\b/i.test(label))) {
    fieldLabels.splice(1, 0, 'password');
  }
  const links = words.items
    .filter((item) => LINK_ITEM.test(item))
    .map((item) => displayLabel(item.replace(/\s+links?$/i, '')))
    .filter(Boolean);
  const [submit, ...others] = words.buttons.map(displayLabel);
  return {
    title: words.title ?? 'Sign in',
    fields: formFields(fieldLabels),
    submit: submit ?? 'Sign in',
    actions: [
      ...others.map((label) => ({
        label,
        handler: handlerFor(label),
        variant: 'secondary' as const,
      })),
      ...links.map((label) => ({ label, handler: handlerFor(label), variant: 'link' as const })),
    ],
  };
}

export const loginForm = defineUiRecipe({
  id: 'login-form',
  title: 'Login form',
  defaultName: 'LoginForm',
  triggers: [
    /\blog\s?-?in\b/i,
    /\bsign\s?-?in\b/i,
    /\bpass(?:word|code)\b/i,
    /\bauth(?:entication)?\b/i,
    /\bcredentials?\b/i,
  ],
  code: {
    web: (ctx) => webForm(ctx, loginModel(ctx)),
    ios: (ctx) => swiftForm(ctx, loginModel(ctx)),
    android: (ctx) => composeForm(ctx, loginModel(ctx)),
  },
  explain: (ctx) => {
    const model = loginModel(ctx);
    const fields = model.fields.map((field) => field.label).join(', ');
    return `A sign-in form titled "${model.title}" with ${fields} and a "${model.submit}" button. ${formNotes(ctx)}`;
  },
});
