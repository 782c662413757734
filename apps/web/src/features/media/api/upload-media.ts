import { uploadResponseSchema, type UploadResponse } from '@appforge/shared/contracts/media';
import { sessionReady } from '@/lib/api-client';
import { mediaUrl } from './media-request';

const UPLOAD_URL = mediaUrl('upload');

/** The answer when it is an upload answer, whatever the status (all refused may be a 4xx). */
function uploadAnswerOf(text: string): UploadResponse | null {
  try {
    const parsed = uploadResponseSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/media/upload: the files as multipart `files`, sent with XMLHttpRequest because fetch
 * reports no upload progress. Cookies go with it, after the session bootstrap every write waits
 * for. Any other answer throws "<status>: <body>" like `apiRequest`, so `describeFailure` reads it.
 */
export async function uploadMediaFiles(
  files: readonly File[],
  onSent: (fraction: number) => void,
): Promise<UploadResponse> {
  await sessionReady(UPLOAD_URL, 'POST');
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_URL);
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onSent(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const answer = uploadAnswerOf(request.responseText);
      if (answer) resolve(answer);
      else reject(new Error(`${request.status}: ${request.responseText || request.statusText}`));
    });
    request.addEventListener('error', () => reject(new TypeError('The upload could not be sent.')));
    request.addEventListener('abort', () => reject(new TypeError('The upload was interrupted.')));
    request.send(form);
  });
}
