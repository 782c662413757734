import { File as FileIcon, FileImage, FileText, FileVideo } from 'lucide-react';

/** spec 02 §2: the gallery's icon by mime type, for files without a thumbnail. */
export const FILE_TYPE_ICONS = {
  image: FileImage,
  video: FileVideo,
  pdf: FileText,
  other: FileIcon,
} as const;

export type FileTypeIcon = keyof typeof FILE_TYPE_ICONS;

export function fileTypeIconOf(mimeType: string): FileTypeIcon {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType === 'application/pdf') return 'pdf';
  return 'other';
}
