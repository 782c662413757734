import {
  UPLOAD_PROGRESS_CAP,
  UPLOAD_PROGRESS_INTERVAL_MS,
  UPLOAD_PROGRESS_STEP,
  UPLOAD_RESET_AFTER_MS,
} from '@appforge/shared/contracts/media';

/** spec 02 §4: one tick adds 10, up to 90. */
export const stepProgress = (value: number) =>
  value >= UPLOAD_PROGRESS_CAP
    ? value
    : Math.min(UPLOAD_PROGRESS_CAP, value + UPLOAD_PROGRESS_STEP);

/** The bar never shows less than what has really been sent, scaled into the 0–90 of the ticks. */
export const sentFloor = (fraction: number) =>
  Math.round(Math.min(1, Math.max(0, fraction)) * UPLOAD_PROGRESS_CAP);

export interface UploadProgress {
  /** Back to 0, ticking again. */
  start(): void;
  /** The share of the bytes sent so far (0–1), from the request's upload events. */
  sent(fraction: number): void;
  /** The answer came: 100, then 0 after 1 s on success or at once on failure. */
  finish(success: boolean): void;
  /** Stops every timer (the page went away). */
  dispose(): void;
}

/**
 * spec 02 §4 "Upload" and §9: progress rises by 10 every 200 ms up to 90, jumps to 100 when the
 * response returns, and resets after 1 second on success or immediately on failure. The real
 * upload fraction only ever lifts it.
 */
export function createUploadProgress(onChange: (value: number) => void): UploadProgress {
  let value = 0;
  let ticking: ReturnType<typeof setInterval> | undefined;
  let reset: ReturnType<typeof setTimeout> | undefined;
  const show = (next: number) => {
    if (next === value) return;
    value = next;
    onChange(next);
  };
  const stop = () => {
    clearInterval(ticking);
    clearTimeout(reset);
    ticking = undefined;
    reset = undefined;
  };
  return {
    start() {
      stop();
      show(0);
      ticking = setInterval(() => show(stepProgress(value)), UPLOAD_PROGRESS_INTERVAL_MS);
    },
    sent(fraction) {
      if (ticking !== undefined) show(Math.max(value, sentFloor(fraction)));
    },
    finish(success) {
      stop();
      show(100);
      if (success) reset = setTimeout(() => show(0), UPLOAD_RESET_AFTER_MS);
      else show(0);
    },
    dispose: stop,
  };
}
