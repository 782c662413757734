import type { AnalyzeBody, AnalyzeResponse } from '@appforge/shared/contracts/ai';
import { CheckCircle2, ScanSearch } from 'lucide-react';
import { useMemo } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CodeBlock } from '@/components/ui/code-block';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { grammarOfLanguage } from '../lib/code-files';
import { FindingList } from './finding-list';

export interface AnalysisResultProps {
  answer: AnalyzeResponse | undefined;
  /** The code and mode the answer is for (the code shown with the findings' lines marked). */
  request: AnalyzeBody | undefined;
  failure: Error | null;
  busy: boolean;
}

const MODE_TITLES = { performance: 'Performance analysis', issues: 'Issues' } as const;

function ResultSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Analyzing">
      <Skeleton className="h-4 w-2/3" />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** The summary, each finding with its line and column, and the code with those lines marked. */
export function AnalysisResult({ answer, request, failure, busy }: AnalysisResultProps) {
  const markedLines = useMemo(
    () => new Set(answer?.findings.map((finding) => finding.line)),
    [answer],
  );
  return (
    <Card className="min-w-0" aria-busy={busy}>
      <CardHeader>
        <CardTitle>{request ? MODE_TITLES[request.mode] : 'Result'}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {busy ? (
          <ResultSkeleton />
        ) : failure ? (
          <ErrorState title="The analysis could not be run" error={failure} />
        ) : !answer || !request ? (
          <EmptyState
            icon={ScanSearch}
            title="Nothing analyzed yet"
            description="Paste code, choose its language, then Analyze Performance or Find Issues."
          />
        ) : !answer.success ? (
          <ErrorState title="Analysis failed" error={new Error(answer.error || 'Unknown error')} />
        ) : (
          <>
            {answer.summary ? <p className="text-sm text-slate-300">{answer.summary}</p> : null}
            {answer.findings.length === 0 ? (
              <p
                role="status"
                className="flex items-center gap-2 rounded-control border border-emerald-500/40 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-200"
              >
                <CheckCircle2 aria-hidden className="size-4 shrink-0 text-emerald-400" />
                No issues found.
              </p>
            ) : (
              <FindingList findings={answer.findings} />
            )}
            <CodeBlock
              code={request.code}
              grammar={grammarOfLanguage(request.language)}
              label="Analyzed code"
              markedLines={markedLines}
              className="max-h-[28rem]"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
