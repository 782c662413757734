import type { GenerateCodeResponse } from '@appforge/shared/contracts/ai';
import { FileCode2 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LANGUAGE_LABELS } from '../data/select-options';
import { codeFileName, grammarOfLanguage } from '../lib/code-files';
import { CodeFileCard } from './code-file-card';
import { CodeSkeleton } from './code-skeleton';
import { EngineNote } from './engine-note';
import { ExplanationText } from './explanation-text';

export interface GeneratedCodeResultProps {
  answer: GenerateCodeResponse | undefined;
  /** The prompt the answer is for, which names the downloaded file. */
  prompt: string;
  busy: boolean;
}

/** The answer of Generate Code: the code with Copy and Download, then its explanation. */
export function GeneratedCodeResult({ answer, prompt, busy }: GeneratedCodeResultProps) {
  return (
    <Card className="min-w-0" aria-busy={busy}>
      <CardHeader>
        <CardTitle>Result</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {busy ? (
          <CodeSkeleton />
        ) : !answer ? (
          <EmptyState
            icon={FileCode2}
            title="No code yet"
            description="Pick a suggestion or describe what you need, then Generate Code."
          />
        ) : answer.success ? (
          <>
            <CodeFileCard
              fileName={codeFileName(answer.language, prompt)}
              code={answer.code}
              grammar={grammarOfLanguage(answer.language)}
              caption={LANGUAGE_LABELS[answer.language]}
            />
            <ExplanationText text={answer.explanation} />
            <EngineNote engine={answer.engine} />
          </>
        ) : (
          <ErrorState
            title="Generation failed"
            error={new Error(answer.error || 'Unknown error')}
          />
        )}
      </CardContent>
    </Card>
  );
}
