/**
 * expo-image-picker in the browser: the library is the browser's file chooser, and a picked
 * image comes back as a JPEG data URL no larger than MAX_SIDE a side, so that the records holding
 * it stay small in the preview's storage. Permissions are always granted (the browser asks for
 * nothing to open a file).
 */
export const MAX_SIDE = 1024;

export interface ImagePickerOptions {
  mediaTypes?: string | string[];
  quality?: number;
  allowsEditing?: boolean;
  allowsMultipleSelection?: boolean;
}

export interface ImagePickerAsset {
  uri: string;
  width: number;
  height: number;
  type: 'image';
  mimeType: string;
  fileName: string;
  fileSize: number;
  assetId: null;
}

export type ImagePickerResult =
  { canceled: false; assets: ImagePickerAsset[] } | { canceled: true; assets: null };

export const PermissionStatus = {
  GRANTED: 'granted',
  UNDETERMINED: 'undetermined',
  DENIED: 'denied',
} as const;

const granted = {
  status: PermissionStatus.GRANTED,
  granted: true,
  canAskAgain: true,
  expires: 'never',
  accessPrivileges: 'all',
} as const;
const grant = () => Promise.resolve(granted);

export const getMediaLibraryPermissionsAsync = grant;
export const requestMediaLibraryPermissionsAsync = grant;
export const getCameraPermissionsAsync = grant;
export const requestCameraPermissionsAsync = grant;
export const useMediaLibraryPermissions = () => [granted, grant, grant] as const;
export const useCameraPermissions = () => [granted, grant, grant] as const;

/** A width and height scaled down, keeping their ratio, so that neither exceeds `max`. */
export function fitWithin(width: number, height: number, max = MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The browser's file chooser for images; null when it is closed without a choice. */
function chooseFile(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.style.display = 'none';
    const done = (file: File | null) => {
      input.remove();
      resolve(file);
    };
    input.addEventListener('change', () => done(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => done(null), { once: true });
    document.body.append(input);
    input.click();
  });
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chosen file is not an image this browser reads.'));
    image.src = url;
  });
}

/** The file drawn again as a JPEG within MAX_SIDE (on white, where it was transparent). */
async function toAsset(file: File, quality: number): Promise<ImagePickerAsset> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the chosen image.');
    context.fillStyle = '#FFFFFF';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    const uri = canvas.toDataURL('image/jpeg', quality);
    return {
      uri,
      width,
      height,
      type: 'image',
      mimeType: 'image/jpeg',
      fileName: file.name.replace(/\.[^.]*$/, '') + '.jpg',
      fileSize: Math.round(((uri.length - uri.indexOf(',') - 1) * 3) / 4),
      assetId: null,
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function launchImageLibraryAsync(
  options: ImagePickerOptions = {},
): Promise<ImagePickerResult> {
  const file = await chooseFile();
  if (!file) return { canceled: true, assets: null };
  const quality = Math.min(1, Math.max(0, options.quality ?? 0.8));
  return { canceled: false, assets: [await toAsset(file, quality)] };
}

/** A frame has no camera to offer: the file chooser stands in for it. */
export const launchCameraAsync = launchImageLibraryAsync;
