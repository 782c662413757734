/** What the auth-token code takes from the prompt: the refresh endpoint and the API's address. */
export interface AuthNames {
  /** "/auth/refresh" unless the prompt names a path with "refresh" in it. */
  refreshPath: string;
  /** "https://api.example.com" unless the prompt gives an http(s) address. */
  baseUrl: string;
}

const DEFAULT_REFRESH_PATH = '/auth/refresh';
const DEFAULT_BASE_URL = 'https://api.example.com';

export function authNames(prompt: string): AuthNames {
  const url = /\bhttps?:\/\/([\w.-]+(?::\d+)?)((?:\/[\w\-/.]*)?)/i.exec(prompt);
  const origin = url
    ? url[0].slice(0, url[0].length - (url[2] ?? '').length).replace(/\.+$/, '')
    : DEFAULT_BASE_URL;
  const urlPath = (url?.[2] ?? '').replace(/[/.]+$/, '');
  // "https://api.example.com/auth/refresh" names both the API and its refresh endpoint.
  if (/refresh/i.test(urlPath)) return { baseUrl: origin, refreshPath: urlPath };
  const refresh = /(?:^|[\s"'`(])(\/[\w\-/.]*refresh[\w\-/]*)/i.exec(prompt);
  return { baseUrl: origin + urlPath, refreshPath: refresh?.[1] ?? DEFAULT_REFRESH_PATH };
}
