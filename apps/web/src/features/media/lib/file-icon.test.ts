import { File as FileIcon, FileImage, FileText, FileVideo } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { FILE_TYPE_ICONS, fileTypeIconOf } from './file-icon';

const iconFor = (mimeType: string) => FILE_TYPE_ICONS[fileTypeIconOf(mimeType)];

describe('the icon by mime type', () => {
  it('picks the icon by the kind of file', () => {
    expect(iconFor('image/png')).toBe(FileImage);
    expect(iconFor('image/webp')).toBe(FileImage);
    expect(iconFor('video/webm')).toBe(FileVideo);
    expect(iconFor('application/pdf')).toBe(FileText);
    expect(iconFor('application/zip')).toBe(FileIcon);
  });
});
