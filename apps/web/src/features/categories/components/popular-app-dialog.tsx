import { BarChart3, LayoutTemplate, Star, Wand2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import type { AppCategory, PopularApp } from '../data/category-types';
import { PlatformBadges } from './category-badges';
import { TemplateIdeas } from './template-ideas';

export interface PopularAppDialogProps {
  app: PopularApp | null;
  category: AppCategory | undefined;
  onClose: () => void;
  onBuildSimilar: (app: PopularApp, prompt: string) => void;
  building: boolean;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-control border border-border bg-surface p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm font-medium text-foreground">{children}</dd>
    </div>
  );
}

/** spec 02 §2: downloads, revenue, rating, launch year, developer, platforms, features and monetization. */
export function PopularAppDialog({
  app,
  category,
  onClose,
  onBuildSimilar,
  building,
}: PopularAppDialogProps) {
  const [showTemplates, setShowTemplates] = useState(false);
  return (
    <Dialog
      open={app !== null}
      onOpenChange={(open) => {
        if (!open) {
          setShowTemplates(false);
          onClose();
        }
      }}
    >
      {app ? (
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-3">
              <app.icon aria-hidden className="size-5 text-cyan-300" />
              {app.name}
              <Badge>{app.subcategory}</Badge>
            </DialogTitle>
            <DialogDescription>{app.description}</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Fact label="Downloads">{app.downloads}</Fact>
            <Fact label="Rating">
              <span className="flex items-center gap-1 tabular-nums">
                <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
                {app.rating.toFixed(1)} out of 5
              </span>
            </Fact>
            <Fact label="Launched">{app.yearLaunched}</Fact>
            <Fact label="Developer">{app.developer}</Fact>
            <Fact label="Monetization">
              {app.monetization.charAt(0).toUpperCase() + app.monetization.slice(1)}
            </Fact>
            <Fact label="Platforms">
              <PlatformBadges platforms={app.platforms} />
            </Fact>
            <div className="col-span-2 sm:col-span-3">
              <Fact label="Revenue">{app.revenue}</Fact>
            </div>
          </dl>
          <section className="flex flex-col gap-1.5">
            <h3 className="text-sm font-medium text-foreground">Key features</h3>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-300">
              {app.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
          <p className="text-xs text-muted">
            Downloads are Google Play install bands; revenue as publicly reported or estimated.
            Figures change over time.
          </p>
          {showTemplates && category ? (
            <TemplateIdeas
              templates={[category.starterPrompt, ...category.templates]}
              onUse={(prompt) => onBuildSimilar(app, prompt)}
              busy={building}
            />
          ) : null}
          <DialogFooter>
            <Button onClick={() => onBuildSimilar(app, app.similarPrompt)} disabled={building}>
              <Wand2 aria-hidden />
              {building ? 'Creating…' : 'Build Similar App'}
            </Button>
            <Button
              variant="outline"
              onClick={() => setShowTemplates((shown) => !shown)}
              aria-expanded={showTemplates}
            >
              <LayoutTemplate aria-hidden />
              View Templates
            </Button>
            <Tooltip>
              <TooltipTrigger asChild>
                <Button variant="ghost" aria-disabled="true" onClick={() => undefined}>
                  <BarChart3 aria-hidden />
                  View Analytics
                </Button>
              </TooltipTrigger>
              <TooltipContent>Coming soon</TooltipContent>
            </Tooltip>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
