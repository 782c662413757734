import {
  ANALYSIS_CODE_MAX_LENGTH,
  type AnalyzeBody,
  type CodeLanguage,
} from '@appforge/shared/contracts/ai';
import { Bug, Gauge, ScanSearch } from 'lucide-react';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { useAnalyze } from '../api/analyze';
import { LANGUAGE_LABELS } from '../data/select-options';
import { AnalysisResult } from './analysis-result';
import { OptionSelect } from './option-select';

/** spec 02 §2 Analysis: paste code, then 'Analyze Performance' or 'Find Issues'. */
export function AnalysisTab() {
  const codeId = useId();
  const [code, setCode] = useState('');
  const [language, setLanguage] = useState<CodeLanguage>('typescript');
  const analysis = useAnalyze();
  const busy = analysis.isPending;
  const runningMode = busy ? analysis.variables.mode : null;
  const canAnalyze = !busy && code.trim() !== '';

  const analyze = (mode: AnalyzeBody['mode']) => {
    if (canAnalyze) analysis.mutate({ code, language, mode });
  };

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ScanSearch aria-hidden className="size-5 text-primary" />
            Analyze code
          </CardTitle>
          <CardDescription>
            Paste code to find likely bugs, unused code and slow patterns.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <OptionSelect
            label="Language"
            value={language}
            onChange={setLanguage}
            options={LANGUAGE_LABELS}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={codeId} className="text-sm font-medium text-foreground">
              Code
            </label>
            <Textarea
              id={codeId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              maxLength={ANALYSIS_CODE_MAX_LENGTH}
              rows={14}
              // Unwrapped, so each row is one line of the code the findings count.
              wrap="off"
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              placeholder="Paste your code here"
              className="font-mono text-xs leading-5"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <BusyButton
              variant="outline"
              busy={runningMode === 'performance'}
              busyLabel="Analyzing..."
              icon={Gauge}
              disabled={!canAnalyze}
              onClick={() => analyze('performance')}
            >
              Analyze Performance
            </BusyButton>
            <BusyButton
              busy={runningMode === 'issues'}
              busyLabel="Analyzing..."
              icon={Bug}
              disabled={!canAnalyze}
              onClick={() => analyze('issues')}
            >
              Find Issues
            </BusyButton>
          </div>
        </CardContent>
      </Card>
      <AnalysisResult
        answer={analysis.data}
        request={analysis.variables}
        failure={analysis.error}
        busy={busy}
      />
    </div>
  );
}
