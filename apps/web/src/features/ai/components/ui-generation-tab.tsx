import { AI_PROMPT_MAX_LENGTH, type UiPlatform } from '@appforge/shared/contracts/ai';
import { LayoutTemplate, Palette } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { useGenerateUi } from '../api/generate-ui';
import { UI_PLATFORM_LABELS } from '../data/select-options';
import { UI_SUGGESTIONS } from '../data/suggestions';
import { submitOnModEnter } from '../lib/keyboard';
import { UI_THEME_DEFAULTS, type UiTheme } from '../lib/ui-theme';
import { GeneratedUiResult } from './generated-ui-result';
import { OptionSelect } from './option-select';
import { SuggestionList } from './suggestion-list';
import { ThemeControls } from './theme-controls';

/** spec 02 §2 UI Generation. */
export function UiGenerationTab() {
  const descriptionId = useId();
  const [description, setDescription] = useState('');
  const [platform, setPlatform] = useState<UiPlatform>('web');
  const [theme, setTheme] = useState<UiTheme>(UI_THEME_DEFAULTS);
  const generation = useGenerateUi();
  const busy = generation.isPending;
  // spec 02 §5: disabled while busy or when the description is empty or whitespace.
  const canGenerate = !busy && description.trim() !== '';

  const generate = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canGenerate) return;
    generation.mutate(
      { platform, component: description, props: {}, theme },
      // spec 02 §4: after a UI generation completes, the description is cleared.
      { onSuccess: () => setDescription('') },
    );
  };

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <LayoutTemplate aria-hidden className="size-5 text-primary" />
            Generate UI
          </CardTitle>
          <CardDescription>
            A component for the web, iOS or Android in your colours and sizes.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-4" onSubmit={generate}>
            <SuggestionList
              title="Design suggestions"
              suggestions={UI_SUGGESTIONS}
              onPick={setDescription}
              disabled={busy}
            />
            <OptionSelect
              label="Target platform"
              value={platform}
              onChange={setPlatform}
              options={UI_PLATFORM_LABELS}
            />
            <ThemeControls theme={theme} onChange={setTheme} disabled={busy} />
            <div className="flex flex-col gap-1.5">
              <label htmlFor={descriptionId} className="text-sm font-medium text-foreground">
                Description
              </label>
              <Textarea
                id={descriptionId}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                onKeyDown={submitOnModEnter(generate)}
                maxLength={AI_PROMPT_MAX_LENGTH}
                rows={4}
                placeholder="e.g. A checkout summary with the items, the total and a Pay button"
              />
            </div>
            <BusyButton
              type="submit"
              busy={busy}
              busyLabel="Generating..."
              icon={Palette}
              disabled={!canGenerate}
              className="self-start"
            >
              Generate UI
            </BusyButton>
          </form>
        </CardContent>
      </Card>
      <GeneratedUiResult
        answer={generation.data}
        failure={generation.error}
        platform={generation.variables?.platform ?? platform}
        busy={busy}
      />
    </div>
  );
}
