import type { FileMap } from '@appforge/shared/contracts/builder';

/**
 * A short key that changes when the files change (FNV-1a over paths and contents): the preview
 * frames reload exactly when the app they show is different, not on every refetch of the project.
 */
export function contentKey(files: FileMap) {
  let hash = 0x811c9dc5;
  for (const path of Object.keys(files).sort()) {
    const text = `${path}\u0000${files[path]}\u0000`;
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return (hash >>> 0).toString(36);
}
