import { ChevronRight, FileCode2 } from 'lucide-react';

/** More paths than this fold away behind "N files changed", so a big change keeps the chat short. */
const SHOWN_OPEN = 4;

/** The files a follow-up touched ("frontend/src/theme.ts"), one path a line. */
export function ChangedFiles({ files }: { files: string[] }) {
  if (files.length === 0) return null;
  const list = (
    <ul className="flex flex-col gap-0.5" aria-label="Changed files">
      {files.map((path) => (
        <li key={path} className="flex min-w-0 items-center gap-1.5 text-xs text-slate-300">
          <FileCode2 aria-hidden className="size-3.5 shrink-0 text-cyan-400" />
          <span className="min-w-0 truncate font-mono" title={path}>
            {path}
          </span>
        </li>
      ))}
    </ul>
  );
  if (files.length <= SHOWN_OPEN) return list;
  return (
    <details className="group">
      <summary className="flex w-fit cursor-pointer list-none items-center gap-1 rounded-control text-xs text-muted outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-cyan-500/60 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden
          className="size-3.5 transition-transform duration-150 group-open:rotate-90 motion-reduce:transition-none"
        />
        {files.length} files changed
      </summary>
      <div className="mt-1">{list}</div>
    </details>
  );
}
