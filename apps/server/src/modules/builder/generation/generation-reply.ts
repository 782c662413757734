import type { GenerateResult } from '@appforge/codegen/index';
import type { MessageMetadata } from '@appforge/shared/contracts/builder';

/** The name the generated app goes by ("Task Manager"); undefined when the spec gives none. */
export function generatedAppName(result: GenerateResult): string | undefined {
  const spec = result.appSpec as { appName?: string; name?: string };
  const name = (spec.appName ?? spec.name)?.trim();
  return name || undefined;
}

const filesChanged = (count: number) => `${count} ${count === 1 ? 'file' : 'files'} changed`;

/**
 * The assistant's reply to a finished generation. A new app is described whole (its feature
 * list); a follow-up on existing code says only what changed: the generator's notes and the
 * files it touched, or plainly that nothing changed.
 */
export function generationReply(
  result: GenerateResult,
  followUp: boolean,
): { content: string; metadata: Partial<MessageMetadata> } {
  const name = generatedAppName(result) ?? 'your app';
  const failed = result.errors.length > 0;
  const failure = 'but the code did not pass verification; the errors are listed below.';
  let content: string;
  if (!followUp)
    content = failed
      ? `Built ${name}, ${failure}`
      : `Built ${name}. The code is ready in the Code tab and the previews.`;
  else if (failed) content = `Updated ${name}, ${failure}`;
  else if (result.changedFiles.length === 0)
    content = `Nothing changed: ${name} is the same as before.`;
  else content = `Updated ${name}: ${filesChanged(result.changedFiles.length)}.`;
  return {
    content,
    metadata: {
      features: result.features,
      errors: result.errors,
      ...(followUp ? { changedFiles: result.changedFiles } : {}),
      timestamp: new Date().toISOString(),
    },
  };
}
