import type { LlmSettings } from '@appforge/codegen/providers/llm';
import type {
  CodeLanguage,
  GenerateCodeBody,
  GenerateCodeResponse,
  GenerateUiBody,
  GenerateUiResponse,
} from '@appforge/shared/contracts/ai';
import type { ModelMessage } from 'ai';
import { generateBuiltInCode } from './code/code-generator';
import type { HistoryService } from './history.service';
import { askModel, extractCode } from './llm-code';
import {
  codeSystemPrompt,
  describeProblems,
  fixRequest,
  UI_FRAMEWORKS,
  uiSystemPrompt,
} from './llm-prompts';
import { checkSyntax } from './syntax/check-syntax';
import { generateBuiltInUi } from './ui/ui-generator';

interface ModelCode {
  code: string;
  explanation: string;
}

/**
 * Asks the model for code in `language`, checks that it parses, and asks once more with the parse
 * errors when it does not; a second failure returns the code with its errors in the explanation.
 */
async function modelCode(
  llm: LlmSettings,
  system: string,
  request: string,
  language: CodeLanguage,
  jsx: boolean,
): Promise<ModelCode> {
  const messages: ModelMessage[] = [{ role: 'user', content: request }];
  let answer = extractCode(await askModel(llm, system, messages));
  let problems = await checkSyntax(language, answer.code, { jsx });
  if (problems.length > 0) {
    messages.push(
      { role: 'assistant', content: `\`\`\`${language}\n${answer.code}\n\`\`\`` },
      { role: 'user', content: fixRequest(problems) },
    );
    answer = extractCode(await askModel(llm, system, messages));
    problems = await checkSyntax(language, answer.code, { jsx });
  }
  const note = problems.length > 0 ? `The code does not parse: ${describeProblems(problems)}.` : '';
  return { code: answer.code, explanation: [answer.prose, note].filter(Boolean).join('\n\n') };
}

/** A built-in answer that does not parse is a bug of its recipe: refused rather than shown. */
async function checkedBuiltIn<T extends { success: boolean; code: string; error?: string }>(
  answer: T,
  language: CodeLanguage,
  jsx: boolean,
): Promise<T> {
  if (!answer.success) return answer;
  const problems = await checkSyntax(language, answer.code, { jsx });
  if (problems.length === 0) return answer;
  return {
    ...answer,
    success: false,
    code: '',
    error: `The built-in generator produced code that does not parse (${describeProblems(problems)}).`,
  };
}

const failureMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Unknown error';

/**
 * Code and UI generation (spec 02 §7): the configured language model when there is one, else the
 * built-in recipes; every answer is parsed before it is returned and kept in the caller's history.
 */
export function createGenerationService({
  llm,
  history,
}: {
  llm: LlmSettings | null;
  history: HistoryService;
}) {
  return {
    async generateCode(userId: string, body: GenerateCodeBody): Promise<GenerateCodeResponse> {
      let response: GenerateCodeResponse;
      if (llm) {
        try {
          const answer = await modelCode(
            llm,
            codeSystemPrompt(body),
            body.prompt,
            body.language,
            false,
          );
          response = { success: true, language: body.language, ...answer, engine: 'llm' };
        } catch (error) {
          response = {
            success: false,
            language: body.language,
            code: '',
            explanation: '',
            error: failureMessage(error),
            engine: 'llm',
          };
        }
      } else {
        const answer = await checkedBuiltIn(generateBuiltInCode(body), body.language, false);
        response = { ...answer, language: body.language, engine: 'built-in' };
      }
      await history.record(userId, {
        type: 'code_generation',
        prompt: body.prompt,
        result: response.success ? response.code : (response.error ?? 'Unknown error'),
        language: body.language,
        status: response.success ? 'success' : 'error',
      });
      return response;
    },

    async generateUi(userId: string, body: GenerateUiBody): Promise<GenerateUiResponse> {
      const framework = UI_FRAMEWORKS[body.platform];
      const jsx = body.platform === 'web';
      let response: GenerateUiResponse;
      if (llm) {
        try {
          const answer = await modelCode(
            llm,
            uiSystemPrompt(body),
            body.component,
            framework.language,
            jsx,
          );
          const path = `${componentName(answer.code) ?? 'Component'}.${framework.extension}`;
          response = {
            success: true,
            code: answer.code,
            files: [{ path, content: answer.code }],
            explanation: answer.explanation,
            engine: 'llm',
          };
        } catch (error) {
          response = {
            success: false,
            code: '',
            files: [],
            explanation: '',
            error: failureMessage(error),
            engine: 'llm',
          };
        }
      } else {
        const answer = await checkedBuiltIn(generateBuiltInUi(body), framework.language, jsx);
        response = { ...answer, files: answer.success ? answer.files : [], engine: 'built-in' };
      }
      await history.record(userId, {
        type: 'ui_generation',
        prompt: body.component,
        result: response.success ? response.code : (response.error ?? 'Unknown error'),
        language: framework.language,
        status: response.success ? 'success' : 'error',
      });
      return response;
    },
  };
}

/** The component a model wrote: a React function, a SwiftUI View or a @Composable function. */
function componentName(code: string): string | undefined {
  return (
    /export\s+(?:default\s+)?function\s+([A-Z]\w*)/.exec(code)?.[1] ??
    /struct\s+([A-Z]\w*)\s*:\s*View/.exec(code)?.[1] ??
    /@Composable\s+fun\s+([A-Z]\w*)/.exec(code)?.[1]
  );
}

export type GenerationService = ReturnType<typeof createGenerationService>;
