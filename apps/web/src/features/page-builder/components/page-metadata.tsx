import type { Page } from '@appforge/shared/contracts/page-builder';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

function Field({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="text-sm break-words text-foreground">{children}</dd>
    </div>
  );
}

/** spec 02 §2 Preview: the page's title, description, keywords and completed jobs. */
export function PageMetadata({ page }: { page: Page }) {
  const { title, description, keywords } = page.metadata;
  return (
    <Card className="flex flex-col gap-4 p-5" role="region" aria-label="Page metadata">
      <h3 className="text-base font-medium text-foreground">Metadata</h3>
      <dl className="flex flex-col gap-4">
        <Field term="Title">{title}</Field>
        <Field term="Description">{description}</Field>
        <Field term="Keywords">
          {keywords.length === 0 ? (
            <span className="text-muted">None</span>
          ) : (
            <ul className="flex flex-wrap gap-1.5" aria-label="Keywords">
              {keywords.map((keyword) => (
                <li key={keyword}>
                  <Badge tone="outline">{keyword}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Field>
        {page.customRequirements.length > 0 ? (
          <Field term="Custom requirements">
            <ul className="list-disc pl-4" aria-label="Custom requirements">
              {page.customRequirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </ul>
          </Field>
        ) : null}
        <Field term="Completed jobs">
          <ol className="flex flex-col gap-1.5 text-xs text-slate-300" aria-label="Completed jobs">
            {page.completedJobs.map((job, index) => (
              <li key={`${index}-${job}`} className="flex gap-2">
                <span className="text-muted tabular-nums">{index + 1}.</span>
                <span>{job}</span>
              </li>
            ))}
          </ol>
        </Field>
      </dl>
    </Card>
  );
}
