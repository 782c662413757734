import { describe, expect, it } from 'vitest';
import {
  checkReceivedFile,
  declaredMimeType,
  MAX_FILE_NAME_LENGTH,
  sanitizeFileName,
  sniffSupportedType,
} from './file-checks';
import { jpegImage, pngImage, tinyPdf } from './media-test-kit';

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['C:\\Users\\me\\photo.jpg', 'photo.jpg'],
    ['/absolute/path/', 'file'],
    ['..', 'file'],
    ['  spaced name.png  ', 'spaced name.png'],
    ['tab\there\nnew\rline\u0000.png', 'tabherenewline.png'],
    ['invoice\u202egnp.exe', 'invoicegnp.exe'],
    ['\u0007\u0008', 'file'],
    [undefined, 'file'],
    ['cafe\u0301.png', 'café.png'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('cuts long names to 200 characters, keeping the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(500)}.jpeg`);
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('a.jpeg')).toBe(true);
    expect(sanitizeFileName('b'.repeat(300))).toBe('b'.repeat(MAX_FILE_NAME_LENGTH));
    const emoji = sanitizeFileName(`${'😀'.repeat(250)}.png`);
    expect(Array.from(emoji)).toHaveLength(MAX_FILE_NAME_LENGTH);
  });
});

describe('declaredMimeType', () => {
  it('normalises, folds aliases and treats octet-stream as not declared', () => {
    expect(declaredMimeType('Image/PNG; charset=binary')).toBe('image/png');
    expect(declaredMimeType('image/jpg')).toBe('image/jpeg');
    expect(declaredMimeType('application/octet-stream')).toBeNull();
    expect(declaredMimeType('')).toBeNull();
    expect(declaredMimeType(undefined)).toBeNull();
    expect(declaredMimeType('text/plain')).toBe('text/plain');
  });
});

describe('checkReceivedFile', () => {
  const received = (head: Uint8Array, declaredType?: string) => ({
    originalName: 'x',
    declaredType,
    size: head.length,
    truncated: false,
    head,
  });

  it('knows the supported types by their first bytes, and nothing else', async () => {
    expect(await sniffSupportedType(await pngImage())).toBe('image/png');
    expect(await sniffSupportedType(await jpegImage())).toBe('image/jpeg');
    expect(await sniffSupportedType(tinyPdf())).toBe('application/pdf');
    expect(await sniffSupportedType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe(
      'image/gif',
    );
    expect(await sniffSupportedType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      null,
    );
    expect(await sniffSupportedType(Buffer.from('PK\x03\x04zipzipzipzip', 'latin1'))).toBe(null);
  });

  it('orders its refusals: too large, empty, unsupported, then a contradicting declaration', async () => {
    const png = await pngImage();
    expect(await checkReceivedFile({ ...received(png), truncated: true })).toMatchObject({
      rejection: { code: 'too_large' },
    });
    expect(await checkReceivedFile(received(Buffer.alloc(0), 'image/png'))).toMatchObject({
      rejection: { code: 'empty' },
    });
    expect(await checkReceivedFile(received(Buffer.from('hello'), 'image/png'))).toMatchObject({
      rejection: { code: 'unsupported_type' },
    });
    expect(await checkReceivedFile(received(png, 'image/gif'))).toMatchObject({
      rejection: { code: 'type_mismatch' },
    });
    expect(await checkReceivedFile(received(png, 'image/png'))).toEqual({
      accepted: true,
      mimeType: 'image/png',
    });
    expect(await checkReceivedFile(received(png))).toEqual({
      accepted: true,
      mimeType: 'image/png',
    });
  });
});
