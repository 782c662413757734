import { useCallback, useEffect, type RefObject } from 'react';
import type { StorageScope } from '../lib/preview-storage';
import { previewStorage } from '../lib/preview-storage-idb';
import {
  parseStorageRequest,
  previewTokenOf,
  storageSnapshot,
  type StorageEntry,
} from '../lib/preview-storage-messages';
import type { PreviewMessages } from './use-preview-messages';

const reason = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

export interface PreviewStorageOptions {
  frame: RefObject<HTMLIFrameElement | null>;
  /** The frame's src; messages of an earlier page (another project's) are ignored. */
  src: string | null;
  projectId: string | null;
  platform: StorageScope['platform'];
  report: PreviewMessages['report'];
}

/**
 * Keeps the app data of one preview frame in this page's IndexedDB, per project and platform (the
 * frame is sandboxed and has no storage that outlives it): answers its storage-load with the
 * stored entries and stores its writes. Storage failures go to the frame's console, never to the
 * app. Returns `clear`, which forgets the data of this project and platform.
 */
export function usePreviewStorage({
  frame,
  src,
  projectId,
  platform,
  report,
}: PreviewStorageOptions) {
  useEffect(() => {
    const token = src ? previewTokenOf(src) : null;
    if (!token || !projectId) return;
    const scope: StorageScope = { projectId, platform };
    const listener = (event: MessageEvent) => {
      // A sandboxed frame's origin is "null": its window is what tells it apart.
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target) return;
      const request = parseStorageRequest(event.data);
      if (!request || request.token !== token) return;
      if (request.type === 'storage-load') {
        void previewStorage()
          .load(scope)
          .catch((error: unknown): StorageEntry[] => {
            report('error', `Saved app data could not be read (${reason(error)}).`);
            return [];
          })
          .then((entries) => target.postMessage(storageSnapshot(request.requestId, entries), '*'));
      } else {
        previewStorage()
          .write(scope, request)
          .catch((error: unknown) =>
            report('error', `App data could not be saved (${reason(error)}).`),
          );
      }
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, src, projectId, platform, report]);

  const clear = useCallback(
    () => (projectId ? previewStorage().clear({ projectId, platform }) : Promise.resolve()),
    [projectId, platform],
  );
  return { clear };
}
