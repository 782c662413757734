import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A category's template ideas: each one starts a project with that prompt. */
export function TemplateIdeas({
  templates,
  onUse,
  busy,
}: {
  templates: string[];
  onUse: (prompt: string) => void;
  busy: boolean;
}) {
  return (
    <section aria-label="Template ideas" className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-foreground">Template ideas</h3>
      <ul className="flex flex-col gap-2">
        {templates.map((template) => (
          <li
            key={template}
            className="flex items-center gap-3 rounded-control border border-border bg-surface p-3"
          >
            <span className="min-w-0 flex-1 text-sm text-slate-300">{template}</span>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onUse(template)}
              disabled={busy}
              aria-label={`Use template: ${template}`}
            >
              Use
              <ArrowRight aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
