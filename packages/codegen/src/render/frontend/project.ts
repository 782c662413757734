import { hasSettingsStore, type AppModel } from '../model.ts';
import { json } from '../names.ts';
import { urlScheme } from './navigation.ts';
import { JEST_CONFIG } from './app-tests.ts';
import { EXPO_SDK, EXPO_SDK_DEV_DEPENDENCIES } from './expo-sdk.ts';

/** The Expo project's package.json, app.json, tsconfig.json, entry, .gitignore and README.md. */

export function frontendPackageJson(model: AppModel, dependencies: Record<string, string>) {
  return json({
    name: model.spec.slug,
    version: '1.0.0',
    private: true,
    main: 'index.ts',
    scripts: {
      start: 'expo start',
      android: 'expo start --android',
      ios: 'expo start --ios',
      web: 'expo start --web',
      test: 'jest',
      typecheck: 'tsc --noEmit',
    },
    engines: { node: EXPO_SDK.node },
    dependencies,
    devDependencies: EXPO_SDK_DEV_DEPENDENCIES,
    jest: JEST_CONFIG,
  });
}

/** The entry `create-expo-app`'s TypeScript template writes: App.tsx registered as the root. */
export const FRONTEND_ENTRY = `import { registerRootComponent } from 'expo';

import App from './App';

registerRootComponent(App);
`;

/**
 * The types `expo start` writes on its first run (process.env, CSS modules, Metro's require), here
 * from the start and kept in git, so a fresh clone's `tsc` passes before Expo has ever run.
 */
export const EXPO_ENV_TYPES = `/// <reference types="expo/types" />
`;

/** The app's icons, drawn from its colour and initial when the project is exported. */
export const APP_IMAGES = {
  icon: 'assets/icon.png',
  adaptiveIcon: 'assets/adaptive-icon.png',
  favicon: 'assets/favicon.png',
} as const;

/** A reverse-domain id for the stores (iOS bundle identifier, Android package): letters and digits. */
export function storeId(slug: string) {
  const name = slug.replace(/[^a-z0-9]/gi, '').toLowerCase();
  return `com.appforge.${/^[a-z]/.test(name) ? name : `app${name}`}`;
}

/**
 * Why the app calls iOS's "required reason" APIs, as React Native's own template declares them
 * (settings in UserDefaults, file dates, time since boot); App Store uploads need the manifest.
 */
const PRIVACY_MANIFEST = {
  NSPrivacyAccessedAPITypes: [
    ['NSPrivacyAccessedAPICategoryUserDefaults', 'CA92.1'],
    ['NSPrivacyAccessedAPICategoryFileTimestamp', 'C617.1'],
    ['NSPrivacyAccessedAPICategorySystemBootTime', '35F9.1'],
  ].map(([type, reason]) => ({
    NSPrivacyAccessedAPIType: type,
    NSPrivacyAccessedAPITypeReasons: [reason],
  })),
  NSPrivacyCollectedDataTypes: [],
  NSPrivacyTracking: false,
};

export function appJson(model: AppModel) {
  const { appName, slug, theme } = model.spec;
  const asset = (path: string) => `./${path}`;
  return json({
    expo: {
      name: appName,
      slug,
      scheme: urlScheme(model),
      version: '1.0.0',
      orientation: 'portrait',
      icon: asset(APP_IMAGES.icon),
      userInterfaceStyle: 'automatic',
      ios: {
        supportsTablet: true,
        bundleIdentifier: storeId(slug),
        privacyManifests: PRIVACY_MANIFEST,
      },
      android: {
        package: storeId(slug),
        adaptiveIcon: {
          foregroundImage: asset(APP_IMAGES.adaptiveIcon),
          backgroundColor: theme.primaryColor.toUpperCase(),
        },
      },
      web: { favicon: asset(APP_IMAGES.favicon) },
      plugins: imagePickerPlugin(model),
    },
  });
}

/** With photos to pick: why the app asks for them (iOS), and no camera or microphone access. */
function imagePickerPlugin(model: AppModel) {
  const picksPhotos = model.entities.some((entity) =>
    entity.fields.some((field) => field.type === 'imageUrl'),
  );
  if (!picksPhotos) return undefined;
  const photosPermission = 'Allow $(PRODUCT_NAME) to attach the photos you choose to your records.';
  return [
    [
      'expo-image-picker',
      { photosPermission, cameraPermission: false, microphonePermission: false },
    ],
  ];
}

export const FRONTEND_TSCONFIG = json({
  extends: 'expo/tsconfig.base',
  compilerOptions: { strict: true },
  include: ['**/*.ts', '**/*.tsx', '.expo/types/**/*.ts', 'expo-env.d.ts'],
});

/** What git leaves out: `create-expo-app`'s list, less expo-env.d.ts, which `tsc` needs. */
export const FRONTEND_GITIGNORE = `# dependencies
node_modules/

# Expo
.expo/
dist/
web-build/

# Native
.kotlin/
*.orig.*
*.jks
*.p8
*.p12
*.key
*.mobileprovision

# Metro
.metro-health-check*

# debug
npm-debug.*
yarn-debug.*
yarn-error.*

# macOS
.DS_Store
*.pem

# local env files
.env*.local

# typescript
*.tsbuildinfo

# generated native folders
/ios
/android
`;

export function frontendReadme(model: AppModel, routes: string[]) {
  const { appName, description } = model.spec;
  return `# ${appName}

${description.trim() || `${appName}, an Expo app.`}

This folder is the mobile app (Expo SDK ${EXPO_SDK.version}, React Native ${EXPO_SDK.reactNative}, TypeScript). Unless it is
given the backend's address (below), its data is saved on the device with AsyncStorage, so it works
offline and without the backend. A new install starts with a few sample records
(\`src/samples.ts\`), linked to each other as the real ones will be; once deleted, they do not come
back.

## Run the app

\`\`\`sh
npm install
npx expo start
\`\`\`

Then scan the QR code with Expo Go (for SDK ${EXPO_SDK.version}), press \`i\` / \`a\` for a simulator, or \`w\`
for the web (\`npx expo start --web\`; \`npx expo export --platform web\` builds a static site).

## Test it

\`\`\`sh
npm test
\`\`\`

runs \`__tests__/App.test.tsx\` (jest-expo and React Native Testing Library): the app as on a first
launch lists its sample records, refuses a form without a required field, and opens a record.

## Run it with the backend

The \`backend\` folder next to this one is a Fastify API over the same records
(${routes.map((route) => `\`${route}\``).join(', ')}). Start it first; it listens on port 3000:

\`\`\`sh
cd ../backend
npm install && npm run dev
\`\`\`

Then start the app with the API's address. A phone cannot reach your computer's \`localhost\`: give
the computer's address on your network (its LAN IP: \`ipconfig getifaddr en0\` on macOS,
\`hostname -I\` on Linux, \`ipconfig\` on Windows), with the phone on the same Wi-Fi:

\`\`\`sh
EXPO_PUBLIC_API_URL=http://<your computer's LAN IP>:3000 npx expo start
\`\`\`

Expo writes the address into the app when it bundles it, so restart \`npx expo start\` after changing
it. The records then live in the backend (its SQLite database, \`data.sqlite\`), which starts empty: the sample records
are only for the device${hasSettingsStore(model) ? ', and the settings stay on it' : ''}. The backend allows every origin (CORS), so the
web version works with it too: \`EXPO_PUBLIC_API_URL=http://localhost:3000 npm run web\`.

## Layout

- \`index.ts\`: the entry, registering \`App.tsx\`
- \`App.tsx\`: theme, navigation shell${model.settings.onboarding ? ', first-launch introduction' : ''}
- \`src/navigation.tsx\`: React Navigation's typed stacks${model.tabs.length > 0 ? ' and tabs' : ''}, and deep links (\`${urlScheme(model)}://…\`)
- \`src/screens/\`: one file per screen
- \`src/components/\`: shared components (inputs, dialogs, header…)
- \`src/storage.ts\`: the records, kept by \`src/data/device-store.ts\` (on the device) or, when
  \`EXPO_PUBLIC_API_URL\` is set, \`src/data/rest-store.ts\` (the backend's API)
- \`src/hooks.ts\`: hooks that read the records and follow their changes
- \`src/samples.ts\`: the records a new install starts with
- \`src/types.ts\`, \`src/validation.ts\`, \`src/format.ts\`: record types, form checks, display text
- \`src/theme.ts\`: colours and style
- \`assets/\`: the icon, Android's adaptive icon and the web favicon, drawn from the app's colour
  and initial; \`app.json\` names them with the store ids
  (\`${storeId(model.spec.slug)}\`) and the iOS privacy manifest
`;
}
