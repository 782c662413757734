import sharp from 'sharp';

export interface ImageSize {
  width: number;
  height: number;
}

/** Width and height as the image is shown (EXIF orientation applied); null when it cannot be read. */
export async function imageSize(input: Buffer): Promise<ImageSize | null> {
  try {
    const { autoOrient } = await sharp(input).metadata();
    return autoOrient.width > 0 && autoOrient.height > 0
      ? { width: autoOrient.width, height: autoOrient.height }
      : null;
  } catch {
    return null;
  }
}
