export { ffmpegAvailable, ffmpegUnavailableReason, type FfmpegOptions } from './ffmpeg';
export { imageSize, type ImageSize } from './image-size';
export {
  OPTIMIZE_SETTINGS,
  optimizeImage,
  type OptimizedFormat,
  type OptimizedImage,
} from './optimize';
export { makeThumbnail, PDF_THUMBNAIL_NOTE, THUMBNAIL_BOX_PX, type Thumbnail } from './thumbnail';
export { escapeSvgText, watermarkImage, type WatermarkedImage } from './watermark';
