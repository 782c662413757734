import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { PopularApp } from '../data/category-types';
import { GROUP_LABELS, POPULAR_APPS, POPULAR_GROUPS } from '../data/popular-apps';
import { appsInGroup } from '../lib/popular-ranking';

/** spec 02 §2: the seven group dropdowns; "Most Popular Apps" lists the top 8 by downloads. */
export function PopularDropdowns({ onChoose }: { onChoose: (app: PopularApp) => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      {POPULAR_GROUPS.map((group) => {
        const apps = appsInGroup(POPULAR_APPS, group);
        return (
          <DropdownMenu key={group}>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm">
                {GROUP_LABELS[group]}
                <ChevronDown aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuLabel>
                {group === 'Most Popular' ? 'Top 8 by downloads' : GROUP_LABELS[group]}
              </DropdownMenuLabel>
              {apps.map((app) => (
                <DropdownMenuItem key={app.id} onSelect={() => onChoose(app)}>
                  <app.icon aria-hidden className="text-cyan-300" />
                  <span className="flex-1">{app.name}</span>
                  <span className="text-xs text-muted tabular-nums">{app.downloads}</span>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        );
      })}
    </div>
  );
}
