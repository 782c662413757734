import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A single-thumb Radix slider: arrow keys, Page Up/Down, Home and End work; `aria-label` names the thumb. */
export function Slider({
  className,
  'aria-label': label,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root>) {
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex h-5 w-full touch-none items-center select-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-surface-raised">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        className="block size-4 rounded-full border-2 border-primary bg-slate-950 transition-colors duration-150 hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none"
      />
    </SliderPrimitive.Root>
  );
}
