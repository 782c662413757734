/** What the server tells the page, in `<script id="appforge-preview-config" type="application/json">`. */
export interface PreviewBuildError {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface PreviewConfig {
  /** `app`: run the app bundle; `empty`: no code yet; `build-error`: the bundle did not build. */
  mode: 'app' | 'empty' | 'build-error';
  platform: 'ios' | 'android';
  version: number;
  token: string;
  errors: PreviewBuildError[];
}

let cached: PreviewConfig | undefined;

export function readConfig(): PreviewConfig {
  if (cached) return cached;
  const fallback: PreviewConfig = {
    mode: 'empty',
    platform: 'ios',
    version: 0,
    token: 'preview',
    errors: [],
  };
  try {
    const text = document.getElementById('appforge-preview-config')?.textContent;
    cached = { ...fallback, ...(text ? (JSON.parse(text) as Partial<PreviewConfig>) : {}) };
  } catch {
    cached = fallback;
  }
  return cached;
}
