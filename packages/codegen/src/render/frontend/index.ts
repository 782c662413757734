import type { AppModel, ScreenModel } from '../model.ts';
import { computedFiles } from '../computed/index.ts';
import { appFile } from './app.ts';
import { appTestFile } from './app-tests.ts';
import { behaviourFile, hasBehaviour } from './behaviour.ts';
import { componentFiles } from './components.ts';
import { hooksFile, storageFile, typesFile } from './data.ts';
import { dataFiles } from './data-stores.ts';
import { samplesFile } from './samples.ts';
import { formatFile, validationFile } from './helpers.ts';
import { navigationFile } from './navigation.ts';
import { appDependencies } from './expo-sdk.ts';
import { importedPackages } from './imported-packages.ts';
import {
  appJson,
  EXPO_ENV_TYPES,
  FRONTEND_ENTRY,
  FRONTEND_GITIGNORE,
  FRONTEND_TSCONFIG,
  frontendPackageJson,
  frontendReadme,
} from './project.ts';
import { onboardingScreen, settingsScreen } from './screens/app-screens.ts';
import { detailScreen } from './screens/detail.ts';
import { formScreen } from './screens/form.ts';
import { calendarScreen, locationsScreen } from './screens/groups.ts';
import { listScreen } from './screens/list.ts';
import { statsScreen } from './screens/stats.ts';
import { themeFile } from './theme.ts';

const SCREENS: Record<ScreenModel['kind'], (model: AppModel, screen: ScreenModel) => string> = {
  list: listScreen,
  detail: detailScreen,
  form: formScreen,
  stats: statsScreen,
  calendar: calendarScreen,
  locations: locationsScreen,
  settings: settingsScreen,
  onboarding: onboardingScreen,
};

/**
 * Every file of the Expo app, keyed by path, and its dependencies: the packages its files import,
 * with their peers, at the Expo SDK's versions.
 */
export function frontendFiles(
  model: AppModel,
  routes: string[],
): { files: Record<string, string>; dependencies: Record<string, string> } {
  const files: Record<string, string> = {
    'index.ts': FRONTEND_ENTRY,
    'App.tsx': appFile(model),
    'app.json': appJson(model),
    'tsconfig.json': FRONTEND_TSCONFIG,
    'expo-env.d.ts': EXPO_ENV_TYPES,
    '.gitignore': FRONTEND_GITIGNORE,
    'README.md': frontendReadme(model, routes),
    'src/navigation.tsx': navigationFile(model),
    'src/theme.ts': themeFile(model),
    'src/types.ts': typesFile(model),
    'src/storage.ts': storageFile(model),
    'src/samples.ts': samplesFile(model),
    'src/hooks.ts': hooksFile(model),
    ...dataFiles(model),
    'src/validation.ts': validationFile(model),
    'src/format.ts': formatFile(model),
    ...componentFiles(model),
    ...computedFiles(model),
  };
  if (model.entities.some(hasBehaviour)) files['src/behaviour.ts'] = behaviourFile(model);
  for (const screen of model.screens)
    files[`src/screens/${screen.component}.tsx`] = SCREENS[screen.kind](model, screen);
  const dependencies = appDependencies(importedPackages(files));
  files['__tests__/App.test.tsx'] = appTestFile(model);
  files['package.json'] = frontendPackageJson(model, dependencies);
  return { files, dependencies };
}
