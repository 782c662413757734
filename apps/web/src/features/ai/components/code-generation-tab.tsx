import {
  AI_PROMPT_MAX_LENGTH,
  type CodeLanguage,
  type CodePlatform,
} from '@appforge/shared/contracts/ai';
import { Code2, Wand2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { useGenerateCode } from '../api/generate-code';
import { CODE_PLATFORM_LABELS, LANGUAGE_LABELS } from '../data/select-options';
import { CODE_SUGGESTIONS } from '../data/suggestions';
import { submitOnModEnter } from '../lib/keyboard';
import { GeneratedCodeResult } from './generated-code-result';
import { OptionSelect } from './option-select';
import { SuggestionList } from './suggestion-list';

/** spec 02 §2 Code Generation. */
export function CodeGenerationTab() {
  const promptId = useId();
  const [prompt, setPrompt] = useState('');
  const [language, setLanguage] = useState<CodeLanguage>('typescript');
  const [platform, setPlatform] = useState<CodePlatform>('web');
  const generation = useGenerateCode();
  const busy = generation.isPending;
  // spec 02 §5: disabled while busy or when the prompt is empty or whitespace.
  const canGenerate = !busy && prompt.trim() !== '';

  const generate = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canGenerate) return;
    generation.mutate({ prompt, language, context: { platform } });
  };

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Code2 aria-hidden className="size-5 text-primary" />
            Generate code
          </CardTitle>
          <CardDescription>Describe the code you need, in plain words.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-4" onSubmit={generate}>
            <SuggestionList
              title="AI suggestions"
              suggestions={CODE_SUGGESTIONS}
              onPick={setPrompt}
              disabled={busy}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <OptionSelect
                label="Language"
                value={language}
                onChange={setLanguage}
                options={LANGUAGE_LABELS}
              />
              <OptionSelect
                label="Platform"
                value={platform}
                onChange={setPlatform}
                options={CODE_PLATFORM_LABELS}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={promptId} className="text-sm font-medium text-foreground">
                Prompt
              </label>
              <Textarea
                id={promptId}
                value={prompt}
                onChange={(event) => setPrompt(event.target.value)}
                onKeyDown={submitOnModEnter(generate)}
                maxLength={AI_PROMPT_MAX_LENGTH}
                rows={5}
                placeholder="e.g. A REST client for orders with retry and timeout"
              />
            </div>
            <BusyButton
              type="submit"
              busy={busy}
              busyLabel="Generating..."
              icon={Wand2}
              disabled={!canGenerate}
              className="self-start"
            >
              Generate Code
            </BusyButton>
          </form>
        </CardContent>
      </Card>
      <GeneratedCodeResult
        answer={generation.data}
        prompt={generation.variables?.prompt ?? ''}
        busy={busy}
      />
    </div>
  );
}
