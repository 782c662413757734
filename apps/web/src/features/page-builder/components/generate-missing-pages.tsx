import {
  PAGE_TYPE_LABELS,
  PAGE_TYPES,
  type Page,
  type PageType,
} from '@appforge/shared/contracts/page-builder';
import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useGeneratePage } from '../api/generate-page';
import { usePageBuilderContext } from '../hooks/page-builder-context';
import { parseRequirements } from '../lib/custom-requirements';
import { missingPageTypes } from '../lib/page-lists';
import { RequirementsField } from './requirements-field';

interface GenerateButtonProps {
  pageType: PageType;
  /** null while the typed requirements are not acceptable. */
  requirements: string[] | null;
}

function GenerateButton({ pageType, requirements }: GenerateButtonProps) {
  const { projectId, building } = usePageBuilderContext();
  const generate = useGeneratePage(projectId);
  return (
    <BusyButton
      variant="secondary"
      size="sm"
      icon={Sparkles}
      busy={generate.isPending}
      disabled={building || requirements === null}
      onClick={() => generate.mutate({ pageType, customRequirements: requirements ?? [] })}
    >
      Generate {PAGE_TYPE_LABELS[pageType]}
    </BusyButton>
  );
}

/** spec 02 §2: a Generate button for each page type not yet generated. */
export function GenerateMissingPages({ pages }: { pages: readonly Page[] }) {
  const [text, setText] = useState('');
  const fieldId = useId();
  const titleId = useId();
  const missing = missingPageTypes(pages);
  if (missing.length === 0) return null;
  const parsed = parseRequirements(text);

  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle id={titleId}>Pages not generated yet</CardTitle>
        <CardDescription>
          {missing.length} of {PAGE_TYPES.length} page types have no page. Generate one here, or
          build them all at once.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(16rem,22rem)]">
        <ul className="flex flex-wrap content-start gap-2" aria-label="Page types to generate">
          {missing.map((pageType) => (
            <li key={pageType}>
              <GenerateButton
                pageType={pageType}
                requirements={parsed.ok ? parsed.requirements : null}
              />
            </li>
          ))}
        </ul>
        <RequirementsField
          id={fieldId}
          value={text}
          onChange={setText}
          error={parsed.ok ? undefined : parsed.error}
        />
      </CardContent>
    </Card>
  );
}
