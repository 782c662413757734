/** spec 02 §2 "Media Center": the four tabs, in order. */
export const MEDIA_TABS = [
  { value: 'upload', label: 'Upload' },
  { value: 'gallery', label: 'Gallery' },
  { value: 'processing', label: 'Processing' },
  { value: 'analytics', label: 'Analytics' },
] as const;

export type MediaTab = (typeof MEDIA_TABS)[number]['value'];
