import type { LucideIcon } from 'lucide-react';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { TabChoice } from '@/lib/address-tab';
import { cn } from '@/lib/cn';

/** Hidden tabs stay mounted (Radix `forceMount`): a half-typed form is still there after a look elsewhere. */
export const KEEP_MOUNTED_TAB = 'data-[state=inactive]:hidden';

const PHONE_COLUMNS = { 2: 'grid-cols-2', 3: 'grid-cols-3' } as const;

export interface AreaTabListProps<T extends TabChoice> {
  tabs: readonly T[];
  icons: Record<T['value'], LucideIcon>;
  /** The list's accessible name, e.g. "Media Center sections". */
  label: string;
  /** Rows of this many on a phone, so every tab shows without a sideways scroll. */
  phoneColumns: keyof typeof PHONE_COLUMNS;
}

/** An area's tab strip: an icon and a label per tab, a grid on a phone, a row from `sm` up. */
export function AreaTabList<T extends TabChoice>({
  tabs,
  icons,
  label,
  phoneColumns,
}: AreaTabListProps<T>) {
  return (
    <TabsList
      aria-label={label}
      className={cn(
        'grid h-auto w-full sm:inline-flex sm:h-10 sm:w-auto',
        PHONE_COLUMNS[phoneColumns],
      )}
    >
      {tabs.map(({ value, label: tabLabel }) => {
        const Icon: LucideIcon = icons[value as T['value']];
        return (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden />
            {tabLabel}
          </TabsTrigger>
        );
      })}
    </TabsList>
  );
}
