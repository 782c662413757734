import { describe, expect, it } from 'vitest';
import { renderApp } from './index.ts';
import { loadGenerated } from './test-bundle.ts';
import { RECIPES } from './test-specs.ts';

/**
 * A picture field holds a photo picked on the device (its file on iOS and Android, the image
 * itself on the web and in the preview) or a web address: the form (isImage) and the API (its zod
 * schema) take the same ones, so that a record saved on the device is one the API accepts.
 */

const PICTURES = [
  'https://example.com/soup.jpg',
  'file:///var/mobile/Containers/Data/Application/Caches/ImagePicker/B2C1.jpeg',
  'content://media/external/images/media/12',
  'ph://CC95F08C-88C3-4012-9D6D-64A413D254B3',
  'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
];
const NOT_PICTURES = [
  'soup.jpg',
  'ftp://example.com/soup.jpg',
  'file://',
  'data:text/html;base64,PGI+aGk8L2I+',
  'javascript:alert(1)',
];

interface Schema {
  safeParse(value: unknown): { success: boolean };
}

describe('picture fields', () => {
  it('take a picked photo or a web address, in the app and in the API alike', async () => {
    const code = renderApp(RECIPES);
    const { isImage } = await loadGenerated<{ isImage: (value: string) => boolean }>(
      code.frontend,
      'src/validation.ts',
    );
    const { recipeSchema } = await loadGenerated<{ recipeSchema: { shape: { photo: Schema } } }>(
      code.backend,
      'src/schemas.ts',
    );
    const photo = recipeSchema.shape.photo;
    for (const value of PICTURES) {
      expect([value, isImage(value), photo.safeParse(value).success]).toEqual([value, true, true]);
    }
    for (const value of NOT_PICTURES) {
      expect([value, isImage(value), photo.safeParse(value).success]).toEqual([
        value,
        false,
        false,
      ]);
    }
  });
});
