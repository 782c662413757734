import type { CodeLanguage, CodePlatform } from '@appforge/shared/contracts/ai';

/** What a field holds, as the recipes render it in every language (see language-types.ts). */
export type FieldKind =
  'text' | 'int' | 'decimal' | 'money' | 'bool' | 'date' | 'dateTime' | 'email' | 'url' | 'list';

export interface FieldModel {
  /** camelCase, also the JSON key; languages derive their own identifier (code-names.ts). */
  name: string;
  /** The words the prompt used ("cook time"), for labels and messages. */
  label: string;
  kind: FieldKind;
  /** A whole number of minutes ("cook time", "duration"), said in comments and explanations. */
  unit?: 'minutes';
}

export interface EntityModel {
  /** PascalCase singular: "Recipe". */
  name: string;
  /** camelCase plural: "recipes". */
  plural: string;
  fields: FieldModel[];
  /** True when the prompt named no fields and the default set (id, name, createdAt) stands in. */
  defaultFields: boolean;
  /** True when the prompt named no subject and "Item" stands in. */
  defaultName: boolean;
}

export interface RecipeContext {
  prompt: string;
  language: CodeLanguage;
  platform: CodePlatform;
  entity: EntityModel;
}

export interface RenderedCode {
  code: string;
  explanation: string;
}

/** One rendering per language: the single pattern every recipe follows. */
export type LanguageRenderers = Record<CodeLanguage, (ctx: RecipeContext) => string>;

export interface CodeRecipe {
  id: string;
  title: string;
  /** Scored against the prompt: each matching pattern adds one (recipe-matcher.ts). */
  triggers: RegExp[];
  render(ctx: RecipeContext): RenderedCode;
}

export interface RecipeDefinition {
  id: string;
  title: string;
  triggers: RegExp[];
  code: LanguageRenderers;
  /** What the code does, the dependencies to add, and how to use it. */
  explain: (ctx: RecipeContext) => string;
}

/** A recipe from its per-language renderers and its explanation. */
export function defineRecipe(definition: RecipeDefinition): CodeRecipe {
  const { id, title, triggers, code, explain } = definition;
  return {
    id,
    title,
    triggers,
    render: (ctx) => ({ code: code[ctx.language](ctx), explanation: explain(ctx) }),
  };
}
