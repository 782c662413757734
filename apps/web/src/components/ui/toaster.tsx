import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import {
  dismissToast,
  ERROR_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  useToasts,
} from '@/lib/use-toast';

const variantClasses = {
  default: 'border-border-strong bg-surface-raised text-foreground',
  destructive: 'border-red-500/60 bg-red-950 text-red-50',
} as const;

/**
 * Renders the toast queue (at most one at a time, spec 01 §4). Mounted once by the app providers.
 * Toasts close by themselves (errors later), pause while hovered or focused, and are announced.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="left" duration={TOAST_DURATION_MS}>
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          duration={variant === 'destructive' ? ERROR_TOAST_DURATION_MS : undefined}
          className={cn(
            'relative grid gap-1 rounded-card border p-4 pr-10 shadow-xl data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            variantClasses[variant],
          )}
        >
          {title ? (
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
          ) : null}
          {description ? (
            <ToastPrimitive.Description className="text-sm opacity-90">
              {description}
            </ToastPrimitive.Description>
          ) : null}
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 rounded-control p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-cyan-500/60"
          >
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Bottom left, clear of the headers and the builder's phone frames; on wide screens as wide
          as the builder's iOS column (and the shell's sidebar), so never over the chat's input. */}
      <ToastPrimitive.Viewport className="fixed bottom-0 left-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none sm:max-w-sm lg:max-w-72" />
    </ToastPrimitive.Provider>
  );
}
