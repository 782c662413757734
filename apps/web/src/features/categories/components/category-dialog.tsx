import { LayoutTemplate, Rocket } from 'lucide-react';
import { useState } from 'react';
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
import type { AppCategory } from '../data/category-types';
import { DifficultyBadge, PlatformBadges } from './category-badges';
import { TemplateIdeas } from './template-ideas';

export interface CategoryDialogProps {
  category: AppCategory | null;
  onClose: () => void;
  onStart: (category: AppCategory, prompt: string) => void;
  building: boolean;
}

/** spec 02 §2: description, platforms, subcategories, popular examples, templates, Start Building and View Templates. */
export function CategoryDialog({ category, onClose, onStart, building }: CategoryDialogProps) {
  const [showTemplates, setShowTemplates] = useState(false);
  return (
    <Dialog
      open={category !== null}
      onOpenChange={(open) => {
        if (!open) {
          setShowTemplates(false);
          onClose();
        }
      }}
    >
      {category ? (
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-3">
              <category.icon aria-hidden className="size-5 text-cyan-300" />
              {category.name}
              <DifficultyBadge difficulty={category.difficulty} />
            </DialogTitle>
            <DialogDescription>{category.description}</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <dt className="text-xs text-muted">Platform support</dt>
              <dd>
                <PlatformBadges platforms={category.platforms} />
              </dd>
            </div>
            <div className="flex flex-col gap-1.5">
              <dt className="text-xs text-muted">Available templates</dt>
              <dd className="text-foreground tabular-nums">{category.templateCount} templates</dd>
            </div>
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <dt className="text-xs text-muted">Subcategories</dt>
              <dd className="flex flex-wrap gap-1.5">
                {category.subcategories.map((subcategory) => (
                  <Badge key={subcategory}>{subcategory}</Badge>
                ))}
              </dd>
            </div>
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <dt className="text-xs text-muted">Popular examples</dt>
              <dd className="text-foreground">{category.examples.join(', ')}</dd>
            </div>
          </dl>
          {showTemplates ? (
            <TemplateIdeas
              templates={category.templates}
              onUse={(prompt) => onStart(category, prompt)}
              busy={building}
            />
          ) : null}
          <DialogFooter>
            <Button onClick={() => onStart(category, category.starterPrompt)} disabled={building}>
              <Rocket aria-hidden />
              {building ? 'Creating…' : 'Start Building'}
            </Button>
            <Button
              variant="outline"
              onClick={() => setShowTemplates((shown) => !shown)}
              aria-expanded={showTemplates}
            >
              <LayoutTemplate aria-hidden />
              View Templates
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
