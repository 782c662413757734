import { fieldIdent, typeIdent } from '../code-names';
import { defineRecipe, type RecipeContext } from '../code-recipe';
import { hasKind } from '../language-types';
import { explanation, inWords } from '../recipe-text';
import { formContext } from './form-fields';
import { kotlinForm, swiftForm } from './form-validation.mobile';
import { pythonForm, rustForm } from './form-validation.python-rust';
import { javascriptForm, typescriptForm } from './form-validation.typescript';

function dependencies(ctx: RecipeContext): string[] {
  const fields = ctx.entity.fields;
  switch (ctx.language) {
    case 'typescript':
      return ['zod (v4)'];
    case 'python':
      return [hasKind(fields, 'email') ? 'pydantic[email]' : 'pydantic'];
    case 'kotlin':
      return ctx.platform === 'android'
        ? ['androidx.compose.material3:material3 (java.time needs API 26+ or desugaring for dates)']
        : [];
    case 'rust':
      return hasKind(fields, 'date', 'dateTime') ? ['chrono'] : [];
    default:
      return [];
  }
}

function usage(ctx: RecipeContext): string {
  const form = `${typeIdent(ctx.language, ctx.entity)}Form`;
  switch (ctx.language) {
    case 'typescript':
      return `const errors = validate${form}(values); show errors.<field> under each input and submit when Object.keys(errors).length === 0. Number inputs should hand numbers (valueAsNumber); the same schema can check the request on the server.`;
    case 'javascript':
      return `form.addEventListener('submit', (event) => { const errors = validate${form}(Object.fromEntries(new FormData(event.target))); … }) and show each message next to its input.`;
    case 'python':
      return `errors = ${fieldIdent('python', `validate${form}`)}(request_json) gives {field: message}; or declare ${form} as a FastAPI body parameter to get a 422 with the same messages.`;
    case 'swift':
      return ctx.platform === 'ios'
        ? `present ${form}View { form in save(form) }; messages appear under each field after the first tap on Submit.`
        : `var form = ${form}(); fill it in, then check form.isValid and show form.errors[field].`;
    case 'kotlin':
      return ctx.platform === 'android'
        ? `call ${form}Screen(onSubmit = { form -> viewModel.save(form) }) in your screen; errors appear under each field after the first submit.`
        : `val errors = ${form}(...).validate(); an empty map means the form can be sent.`;
    case 'rust':
      return `${form} { … }.validate() gives Ok(()) or every FieldError; the validate_<field> functions check one value each (for example as the user types).`;
  }
}

export const formValidationRecipe = defineRecipe({
  id: 'form-validation',
  title: 'Form validation',
  triggers: [
    /\bvalidat(?:e|es|ed|ing|ion|or|ors)\b/i,
    /\b(?:sign[ -]?up|sign[ -]?in|log[ -]?in|register|registration|contact|checkout)\s+form\b/i,
    /\bform\b.*\b(?:email|password|required)\b/i,
    /\b(?:password\s+(?:strength|rules?|policy)|required\s+fields?)\b/i,
  ],
  code: {
    typescript: typescriptForm,
    javascript: javascriptForm,
    python: pythonForm,
    swift: swiftForm,
    kotlin: kotlinForm,
    rust: rustForm,
  },
  explain: (ctx) => {
    const form = formContext(ctx);
    const platformHint =
      ctx.language === 'swift' && ctx.platform === 'ios'
        ? ' A SwiftUI Form shows each message under its field.'
        : ctx.language === 'kotlin' && ctx.platform === 'android'
          ? ' A Compose screen keeps the form in state and shows each message as supporting text.'
          : '';
    return explanation(form, {
      summary: `Validation for the ${inWords(ctx.entity.name)} form: every field is required (toggles and lists aside), email addresses must look like name@domain.tld, links start with http(s)://, passwords need at least 8 characters mixing letters and numbers, numbers and dates must parse, and amounts cannot be negative. It gives the first message per field.${platformHint}`,
      aboutEntity: true,
      dependencies: dependencies(form),
      usage: usage(form),
    });
  },
});
