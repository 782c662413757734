/** spec 02 §2 "Media Center": the four tabs, in order. */
export const MEDIA_TABS = [
  { value: 'upload', label: 'Upload' },
  { value: 'gallery', label: 'Gallery' },
  { value: 'processing', label: 'Processing' },
  { value: 'analytics', label: 'Analytics' },
] as const;

export type MediaTab = (typeof MEDIA_TABS)[number]['value'];

/** The tab named in the address, Upload for anything else. */
export const tabFrom = (value: string | null): MediaTab =>
  MEDIA_TABS.find((tab) => tab.value === value)?.value ?? 'upload';
