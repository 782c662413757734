import type { AppModel } from '../model.ts';
import { json } from '../names.ts';

/** The Expo project's package.json, app.json, tsconfig.json and README.md. */

/** Exact versions of Expo SDK 54's set. */
export const FRONTEND_DEPENDENCIES: Record<string, string> = {
  '@react-native-async-storage/async-storage': '2.2.0',
  expo: '54.0.0',
  'expo-status-bar': '3.0.8',
  react: '19.1.0',
  'react-native': '0.81.4',
};

export const FRONTEND_DEV_DEPENDENCIES: Record<string, string> = {
  '@types/react': '19.1.10',
  typescript: '5.9.2',
};

export function frontendPackageJson(model: AppModel) {
  return json({
    name: model.spec.slug,
    version: '1.0.0',
    private: true,
    main: 'expo/AppEntry.js',
    scripts: {
      start: 'expo start',
      android: 'expo start --android',
      ios: 'expo start --ios',
      typecheck: 'tsc --noEmit',
    },
    dependencies: FRONTEND_DEPENDENCIES,
    devDependencies: FRONTEND_DEV_DEPENDENCIES,
  });
}

export function appJson(model: AppModel) {
  return json({
    expo: {
      name: model.spec.appName,
      slug: model.spec.slug,
      version: '1.0.0',
      orientation: 'portrait',
      userInterfaceStyle: model.settings.darkMode ? 'automatic' : 'light',
      newArchEnabled: true,
      ios: { supportsTablet: true },
    },
  });
}

export const FRONTEND_TSCONFIG = json({
  extends: 'expo/tsconfig.base',
  compilerOptions: { strict: true },
});

export function frontendReadme(model: AppModel, routes: string[]) {
  const { appName, description } = model.spec;
  return `# ${appName}

${description.trim() || `${appName}, an Expo app.`}

This folder is the mobile app (Expo SDK 54, React Native, TypeScript). Its data is saved on the
device with AsyncStorage, so it works without the backend. A new install starts with a few sample
records (\`src/samples.ts\`), linked to each other as the real ones will be; once deleted, they do
not come back.

## Run the app

\`\`\`sh
npm install
npx expo start
\`\`\`

Then scan the QR code with Expo Go, or press \`i\` / \`a\` for a simulator.

## Run the backend (optional)

The \`backend\` folder next to this one is a Fastify API over the same records
(${routes.map((route) => `\`${route}\``).join(', ')}):

\`\`\`sh
cd ../backend
npm install && npm run dev
\`\`\`

## Layout

- \`App.tsx\`: theme, navigation shell${model.settings.onboarding ? ', first-launch introduction' : ''}
- \`src/navigation.tsx\`: the typed screen stack
- \`src/screens/\`: one file per screen
- \`src/components/\`: shared components (inputs, dialogs, header…)
- \`src/storage.ts\` and \`src/hooks.ts\`: records on the device, and hooks to read them
- \`src/samples.ts\`: the records a new install starts with
- \`src/types.ts\`, \`src/validation.ts\`, \`src/format.ts\`: record types, form checks, display text
- \`src/theme.ts\`: colours and style
`;
}
