import { Download, EllipsisVertical, FileDown, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface HeaderActionsProps {
  currentId: string | null;
  hasCode: boolean;
  onSave: () => void;
  onExport: () => void;
}

/**
 * Save Project, Export Code (spec 01 §2) and the zip: buttons on wide screens, one "Project
 * actions" menu on narrow ones so the header stays a single row.
 */
export function HeaderActions({ currentId, hasCode, onSave, onExport }: HeaderActionsProps) {
  const zipHref = hasCode && currentId ? `/api/projects/${currentId}/export.zip` : null;
  return (
    <div className="ml-auto flex items-center gap-2">
      <div className="hidden items-center gap-2 lg:flex">
        <Button variant="outline" size="sm" onClick={onSave}>
          <Save aria-hidden />
          Save Project
        </Button>
        <Button variant="outline" size="sm" onClick={onExport}>
          <FileDown aria-hidden />
          Export Code
        </Button>
        {zipHref ? (
          <Button size="sm" asChild>
            <a href={zipHref} download>
              <Download aria-hidden />
              Download .zip
            </a>
          </Button>
        ) : (
          <Button size="sm" disabled>
            <Download aria-hidden />
            Download .zip
          </Button>
        )}
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" className="lg:hidden" aria-label="Project actions">
            <EllipsisVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-48">
          <DropdownMenuItem onSelect={onSave}>
            <Save aria-hidden />
            Save Project
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onExport}>
            <FileDown aria-hidden />
            Export Code
          </DropdownMenuItem>
          {zipHref ? (
            <DropdownMenuItem asChild>
              <a href={zipHref} download>
                <Download aria-hidden />
                Download .zip
              </a>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem disabled>
              <Download aria-hidden />
              Download .zip
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
