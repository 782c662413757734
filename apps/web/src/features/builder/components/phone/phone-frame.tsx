import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type PhonePlatform = 'ios' | 'android';

/** spec 01 §9: each mock-up is 256 × 500 px. */
export const PHONE_WIDTH = 256;
export const PHONE_HEIGHT = 500;

function SignalIcon() {
  return (
    <svg viewBox="0 0 17 11" className="h-2.5 w-3.5" aria-hidden>
      {[0, 1, 2, 3].map((bar) => (
        <rect
          key={bar}
          x={bar * 4.5}
          y={8 - bar * 2.6}
          width="3"
          height={3 + bar * 2.6}
          rx="0.8"
          fill="currentColor"
        />
      ))}
    </svg>
  );
}

function BatteryIcon() {
  return (
    <svg viewBox="0 0 25 12" className="h-2.5 w-5" aria-hidden>
      <rect
        x="0.5"
        y="0.5"
        width="21"
        height="11"
        rx="3"
        fill="none"
        stroke="currentColor"
        opacity="0.45"
      />
      <rect x="2" y="2" width="16" height="8" rx="1.8" fill="currentColor" />
      <path d="M23 4v4a2 2 0 0 0 0-4z" fill="currentColor" opacity="0.45" />
    </svg>
  );
}

/** The status bar drawn in the frame: iOS time left and icons right; Android the Material layout. */
function StatusBar({ platform }: { platform: PhonePlatform }) {
  return (
    <div
      className={cn(
        'relative flex shrink-0 items-center justify-between bg-white text-slate-900',
        platform === 'ios'
          ? 'h-8 px-5 pt-1 text-[11px] font-semibold'
          : 'h-6 px-3 text-[10px] font-medium',
      )}
      aria-hidden
    >
      <span className="tabular-nums">9:41</span>
      {platform === 'ios' ? (
        <span className="absolute top-1.5 left-1/2 h-[18px] w-[70px] -translate-x-1/2 rounded-full bg-black" />
      ) : (
        <span className="absolute top-1.5 left-1/2 size-2.5 -translate-x-1/2 rounded-full bg-black" />
      )}
      <span className="flex items-center gap-1">
        <SignalIcon />
        <BatteryIcon />
      </span>
    </div>
  );
}

/**
 * A phone drawn in CSS (DESIGN.md "Phone frames"): iOS with a 2.5rem radius, dynamic island and home
 * indicator; Android with a 1.5rem radius, punch-hole camera and gesture bar. `children` fill the screen.
 * On Android, `onBack` adds the system back button to the bar (Android's back gesture).
 */
export function PhoneFrame({
  platform,
  children,
  label,
  onBack,
}: {
  platform: PhonePlatform;
  children: ReactNode;
  label: string;
  onBack?: () => void;
}) {
  const back = platform === 'android' && onBack;
  return (
    <div
      role="group"
      aria-label={label}
      style={{ width: PHONE_WIDTH, height: PHONE_HEIGHT }}
      className={cn(
        'flex shrink-0 flex-col overflow-hidden border-[6px] border-slate-800 bg-black shadow-[0_0_0_1px_#334155]',
        platform === 'ios' ? 'rounded-[2.5rem]' : 'rounded-[1.5rem]',
      )}
    >
      <StatusBar platform={platform} />
      <div className="relative min-h-0 flex-1 overflow-hidden bg-white">{children}</div>
      <div
        className={cn(
          'relative flex shrink-0 items-center justify-center bg-white',
          back ? 'h-6' : 'h-4',
        )}
      >
        {back ? (
          <button
            type="button"
            onClick={onBack}
            aria-label="Back (Android system button)"
            title="Back"
            className="absolute left-6 flex h-5 w-8 items-center justify-center rounded text-slate-700 hover:bg-slate-200 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <ChevronLeft aria-hidden className="size-4" />
          </button>
        ) : null}
        <span
          aria-hidden
          className={cn(
            'rounded-full bg-slate-900',
            platform === 'ios' ? 'h-1 w-20' : 'h-1 w-14 opacity-60',
          )}
        />
      </div>
    </div>
  );
}
