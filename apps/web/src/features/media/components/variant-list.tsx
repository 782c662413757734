import type { MediaFile } from '@appforge/shared/contracts/media';
import { formatKb, savingsText } from '../lib/media-format';

const VARIANT_LABELS = { webp: 'WebP', avif: 'AVIF', watermarked: 'Watermarked' } as const;

/** The processed copies of a file, each with its size and what it saves against the original. */
export function VariantList({ file }: { file: MediaFile }) {
  if (file.variants.length === 0) return null;
  return (
    <ul aria-label={`Copies of ${file.originalName}`} className="flex flex-col gap-1 text-xs">
      {file.variants.map((variant) => (
        <li key={variant.kind} className="flex flex-wrap items-baseline gap-x-1.5">
          <a
            href={variant.url}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-cyan-300 hover:underline focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none"
          >
            {VARIANT_LABELS[variant.kind]}
          </a>
          <span className="text-muted tabular-nums">{formatKb(variant.size)}</span>
          {variant.kind === 'watermarked' ? null : (
            <span className="text-emerald-300">{savingsText(file.size, variant.size)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
