import type { GenerateCodeBody, GenerateUiBody, UiPlatform } from '@appforge/shared/contracts/ai';
import type { SyntaxProblem } from './syntax/check-syntax';

/** spec 02 §2: web = React, ios = SwiftUI, android = Jetpack Compose. */
export const UI_FRAMEWORKS: Record<
  UiPlatform,
  { name: string; language: 'typescript' | 'swift' | 'kotlin'; extension: string }
> = {
  web: {
    name: 'React (TypeScript, TSX, a function component)',
    language: 'typescript',
    extension: 'tsx',
  },
  ios: { name: 'SwiftUI', language: 'swift', extension: 'swift' },
  android: { name: 'Jetpack Compose (Kotlin)', language: 'kotlin', extension: 'kt' },
};

const ANSWER_FORM =
  'Answer with exactly one fenced code block holding the complete, self-contained code, then a short ' +
  'explanation: what the code does, the dependencies to add and how to use it.';

export function codeSystemPrompt({ language, context }: GenerateCodeBody): string {
  return (
    `You are a senior ${language} developer writing production code for a ${context.platform} project. ` +
    `Write idiomatic ${language} that compiles, with the conventions of the ${context.platform} platform. ` +
    ANSWER_FORM
  );
}

export function uiSystemPrompt({ platform, theme }: GenerateUiBody): string {
  return (
    `You are a senior UI engineer. Write one ${UI_FRAMEWORKS[platform].name} component. ` +
    `Use the theme exactly: primary colour ${theme.primaryColor}, secondary colour ${theme.secondaryColor}, ` +
    `base font size ${theme.fontSize}, spacing ${theme.spacing}. Make it accessible (labels, roles or ` +
    `accessibility modifiers). ${ANSWER_FORM}`
  );
}

/** The second request when the first answer's code does not parse. */
export function fixRequest(problems: SyntaxProblem[]): string {
  const list = problems
    .slice(0, 10)
    .map((problem) => `line ${problem.line}, column ${problem.column}: ${problem.message}`)
    .join('\n');
  return `The code does not parse:\n${list}\nAnswer again with the corrected, complete code.`;
}

export const describeProblems = (problems: SyntaxProblem[]) =>
  problems.map((problem) => `line ${problem.line}:${problem.column} ${problem.message}`).join('; ');
