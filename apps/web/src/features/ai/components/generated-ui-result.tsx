import type { GenerateUiResponse, GeneratedFile, UiPlatform } from '@appforge/shared/contracts/ai';
import { LayoutTemplate } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UI_PLATFORM_LABELS } from '../data/select-options';
import { baseName, grammarOfPath } from '../lib/code-files';
import { CodeFileCard } from './code-file-card';
import { CodeSkeleton } from './code-skeleton';
import { EngineNote } from './engine-note';
import { ExplanationText } from './explanation-text';

/** The default file name of a platform's component when an answer names no files. */
const MAIN_FILE: Record<UiPlatform, string> = {
  web: 'Component.tsx',
  ios: 'Component.swift',
  android: 'Component.kt',
};

function GeneratedFiles({ files }: { files: GeneratedFile[] }) {
  if (files.length === 1) {
    const [file] = files as [GeneratedFile];
    return (
      <CodeFileCard
        fileName={baseName(file.path)}
        code={file.content}
        grammar={grammarOfPath(file.path)}
      />
    );
  }
  return (
    <Tabs defaultValue={files[0]?.path}>
      <TabsList aria-label="Generated files">
        {files.map((file) => (
          <TabsTrigger key={file.path} value={file.path} className="font-mono text-xs">
            {baseName(file.path)}
          </TabsTrigger>
        ))}
      </TabsList>
      {files.map((file) => (
        <TabsContent key={file.path} value={file.path}>
          <CodeFileCard
            fileName={baseName(file.path)}
            code={file.content}
            grammar={grammarOfPath(file.path)}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

export interface GeneratedUiResultProps {
  answer: GenerateUiResponse | undefined;
  /** The request did not get an answer (network or server failure). */
  failure: Error | null;
  platform: UiPlatform;
  busy: boolean;
}

/** The answer of Generate UI: each file with Copy and Download, then the explanation. */
export function GeneratedUiResult({ answer, failure, platform, busy }: GeneratedUiResultProps) {
  const files =
    answer && answer.files.length === 0 && answer.code
      ? [{ path: MAIN_FILE[platform], content: answer.code }]
      : (answer?.files ?? []);
  return (
    <Card className="min-w-0" aria-busy={busy}>
      <CardHeader>
        <CardTitle>Result</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {busy ? (
          <CodeSkeleton />
        ) : failure ? (
          <ErrorState title="The UI could not be generated" error={failure} />
        ) : !answer ? (
          <EmptyState
            icon={LayoutTemplate}
            title="No component yet"
            description="Pick a design suggestion or describe a screen, then Generate UI."
          />
        ) : answer.success ? (
          <>
            <p className="text-xs text-muted">{UI_PLATFORM_LABELS[platform]}</p>
            <GeneratedFiles files={files} />
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
