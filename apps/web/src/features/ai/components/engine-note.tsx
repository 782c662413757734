import type { GenerateCodeResponse } from '@appforge/shared/contracts/ai';

/** Which agent answered: the built-in recipes need no model; a model's answer may differ per run. */
export function EngineNote({ engine }: { engine: GenerateCodeResponse['engine'] }) {
  return (
    <p className="text-xs text-muted">
      {engine === 'llm'
        ? 'Written by the configured language model and checked by a parser.'
        : 'Written by the built-in recipes and checked by a parser.'}
    </p>
  );
}
