import { transform, type Loader, type Message } from 'esbuild';
import type { SyntaxProblem } from './syntax-problem';

export type ScriptLanguage = 'typescript' | 'javascript';

export interface ScriptSyntax {
  problems: SyntaxProblem[];
  /** Whether the code was read with JSX: as asked, or the reading that parses. */
  jsx: boolean;
}

/** A closing or self-closing tag: JSX, where a TypeScript cast or generic never has one. */
const JSX_TAG = /<\/[A-Za-z]|\/>/;

function loaderFor(language: ScriptLanguage, jsx: boolean): Loader {
  if (language === 'typescript') return jsx ? 'tsx' : 'ts';
  return jsx ? 'jsx' : 'js';
}

/** esbuild counts columns in UTF-8 bytes; the findings count them like a JavaScript string. */
function utf16Column(lineText: string, byteColumn: number): number {
  return Buffer.from(lineText, 'utf8').subarray(0, byteColumn).toString('utf8').length + 1;
}

function toProblem(message: Message): SyntaxProblem {
  const location = message.location;
  return {
    line: location?.line ?? 1,
    column: location ? utf16Column(location.lineText, location.column) : 1,
    message: message.text,
  };
}

async function problemsWith(loader: Loader, code: string): Promise<SyntaxProblem[]> {
  try {
    await transform(code, { loader, logLevel: 'silent' });
    return [];
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    return errors.map(toProblem);
  }
}

/**
 * Parses TypeScript or JavaScript with esbuild. Without a `jsx` option both readings are tried,
 * the likelier first, and the problems of the likelier one are kept when neither parses.
 */
export async function checkScriptSyntax(
  language: ScriptLanguage,
  code: string,
  jsx?: boolean,
): Promise<ScriptSyntax> {
  const likelyJsx = jsx ?? JSX_TAG.test(code);
  const problems = await problemsWith(loaderFor(language, likelyJsx), code);
  if (problems.length === 0 || jsx !== undefined) return { problems, jsx: likelyJsx };
  const otherProblems = await problemsWith(loaderFor(language, !likelyJsx), code);
  return otherProblems.length === 0
    ? { problems: [], jsx: !likelyJsx }
    : { problems, jsx: likelyJsx };
}
