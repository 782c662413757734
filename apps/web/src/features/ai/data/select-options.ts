import type { CodeLanguage, CodePlatform, UiPlatform } from '@appforge/shared/contracts/ai';

/** spec 02 §2 Code Generation's language select, as people write the names. */
export const LANGUAGE_LABELS: Record<CodeLanguage, string> = {
  typescript: 'TypeScript',
  javascript: 'JavaScript',
  python: 'Python',
  swift: 'Swift',
  kotlin: 'Kotlin',
  rust: 'Rust',
};

export const CODE_PLATFORM_LABELS: Record<CodePlatform, string> = {
  web: 'Web',
  ios: 'iOS',
  android: 'Android',
  backend: 'Backend',
};

/** spec 02 §2: web = React, ios = SwiftUI, android = Jetpack Compose. */
export const UI_PLATFORM_LABELS: Record<UiPlatform, string> = {
  web: 'Web (React)',
  ios: 'iOS (SwiftUI)',
  android: 'Android (Jetpack Compose)',
};
