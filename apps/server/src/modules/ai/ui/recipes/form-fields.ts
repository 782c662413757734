import { formFields } from '../ui-fields';
import { composeForm, type FormModel, formNotes, swiftForm, webForm } from '../ui-form';
import { displayLabel, identifier } from '../ui-names';
import { defineUiRecipe, listed, type UiContext } from '../ui-recipe';

/** Subjects that say only "a form", which make a poor heading. */
const GENERIC_SUBJECT = /^(?:(?:form|forms|fields?|inputs?|text fields?|input fields?)\s*)+$/i;

function formOf({ words }: UiContext): FormModel {
  const labels = words.items.length > 0 ? words.items : ['name', 'email', 'message'];
  const [submit, ...others] = words.buttons.map(displayLabel);
  const subject = words.subject.trim();
  return {
    title:
      words.title ??
      (subject && !GENERIC_SUBJECT.test(subject) ? displayLabel(subject) : 'Your details'),
    fields: formFields(labels),
    submit: submit ?? 'Submit',
    actions: others.map((label) => ({
      label,
      handler: identifier(`on ${label}`),
      variant: 'secondary' as const,
    })),
  };
}

export const formFieldsRecipe = defineUiRecipe({
  id: 'form-fields',
  title: 'Form fields',
  defaultName: 'DetailsForm',
  triggers: [
    /\bforms?\b/i,
    /\b(?:fields?|inputs?|text ?boxes|textarea)\b/i,
    /\b(?:sign\s?-?up|register|registration|contact|checkout|feedback|survey)\b/i,
  ],
  code: {
    web: (ctx) => webForm(ctx, formOf(ctx)),
    ios: (ctx) => swiftForm(ctx, formOf(ctx)),
    android: (ctx) => composeForm(ctx, formOf(ctx)),
  },
  explain: (ctx) => {
    const form = formOf(ctx);
    const fields = form.fields.map((field) => `${field.label} (${field.kind})`);
    return `A form titled "${form.title}" with ${listed(fields)} and a "${form.submit}" button. ${formNotes(ctx)}`;
  },
});
