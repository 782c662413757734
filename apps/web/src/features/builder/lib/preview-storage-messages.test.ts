import { describe, expect, it } from 'vitest';
import {
  HOST_SOURCE,
  parseStorageRequest,
  previewTokenOf,
  storageSnapshot,
} from './preview-storage-messages';

const fromFrame = (fields: Record<string, unknown>) => ({
  source: 'appforge-preview',
  token: 'tok_en-123',
  ...fields,
});

describe('parseStorageRequest', () => {
  it('reads a storage-load and a storage-write', () => {
    expect(parseStorageRequest(fromFrame({ type: 'storage-load', requestId: 'r-1' }))).toEqual({
      type: 'storage-load',
      token: 'tok_en-123',
      requestId: 'r-1',
    });
    const changes = [
      ['tasks', '[]'],
      ['old', null],
    ];
    expect(
      parseStorageRequest(fromFrame({ type: 'storage-write', clear: false, changes })),
    ).toEqual({ type: 'storage-write', token: 'tok_en-123', clear: false, changes });
  });

  it.each([
    ['the other preview messages', fromFrame({ type: 'ready' })],
    ['another sender', { ...fromFrame({ type: 'storage-load', requestId: 'r' }), source: 'x' }],
    ['no token', { source: 'appforge-preview', type: 'storage-load', requestId: 'r' }],
    ['a token with a slash', fromFrame({ type: 'storage-load', requestId: 'r', token: 'a/b' })],
    ['no request id', fromFrame({ type: 'storage-load' })],
    ['a write without clear', fromFrame({ type: 'storage-write', changes: [] })],
    [
      'changes that are not a list',
      fromFrame({ type: 'storage-write', clear: false, changes: {} }),
    ],
    [
      'a value that is not text',
      fromFrame({ type: 'storage-write', clear: false, changes: [['a', 1]] }),
    ],
    [
      'a key that is not text',
      fromFrame({ type: 'storage-write', clear: true, changes: [[1, 'a']] }),
    ],
    ['a text', 'storage-load'],
    ['null', null],
  ])('ignores %s', (_name, data) => {
    expect(parseStorageRequest(data)).toBeNull();
  });
});

describe('storageSnapshot', () => {
  it('answers one request with its entries', () => {
    expect(storageSnapshot('r-1', [['a', '1']])).toEqual({
      source: HOST_SOURCE,
      type: 'storage-snapshot',
      requestId: 'r-1',
      entries: [['a', '1']],
    });
  });
});

describe('previewTokenOf', () => {
  it('finds the token of a frame’s preview address', () => {
    expect(previewTokenOf('/preview/AbC_12-x/ios?v=5f3a')).toBe('AbC_12-x');
    expect(previewTokenOf('http://127.0.0.1:5303/preview/tok/android')).toBe('tok');
    expect(previewTokenOf('/somewhere/else')).toBeNull();
  });
});
