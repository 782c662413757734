import { Palette, type LucideIcon } from 'lucide-react';

/** A tab that is not built yet: only its icon and a caption (spec 01 §2). */
export function PlaceholderTab({ icon: Icon, caption }: { icon: LucideIcon; caption: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-surface-raised text-muted">
        <Icon aria-hidden className="size-6" />
      </span>
      <p className="text-sm text-muted">{caption}</p>
    </div>
  );
}

/** spec 01 §2: the design tab shows "Design tools coming soon". */
export const DesignPlaceholder = () => (
  <PlaceholderTab icon={Palette} caption="Design tools coming soon" />
);
