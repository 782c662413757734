import type { AppModel, ScreenModel } from '../model.ts';
import { kebab } from '../names.ts';

/**
 * src/navigation.tsx: React Navigation's typed navigators and deep links. Every stack holds every
 * screen; with tabs, each tab is a stack that starts at its own screen (Android's back button and
 * the stack headers come with them).
 */

/** A new record's links, set by the screen that opens its form: "Add Walk" on a dog. */
export const linksType = (screen: ScreenModel) =>
  `{ ${screen.entity!.relations.map((field) => `${field.name}?: string`).join('; ')} }`;

function params(screen: ScreenModel) {
  if (screen.kind === 'detail') return '{ id: string }';
  if (screen.kind === 'form') {
    const links = screen.entity!.relations.length > 0 ? `; links?: ${linksType(screen)}` : '';
    return `{ id?: string${links} } | undefined`;
  }
  return 'undefined';
}

/** The routed screens: all but the first-launch introduction, which shows before navigation. */
export const routedScreens = (model: AppModel) =>
  model.screens.filter((screen) => screen.kind !== 'onboarding');

/** The app's URL scheme for deep links: its slug, which must start with a letter. */
export const urlScheme = (model: AppModel) =>
  /^[a-z][a-z0-9+.-]*$/.test(model.spec.slug) ? model.spec.slug : `app-${model.spec.slug}`;

/** The tab route of a tab's stack ("DogListTab"). */
export const tabRoute = (screen: ScreenModel) => `${screen.name}Tab`;

function screenPath(screen: ScreenModel) {
  const path = kebab(screen.name);
  if (screen.kind === 'detail') return `${path}/:id`;
  if (screen.kind === 'form') return `${path}/:id?`;
  return path;
}

function stackPaths(model: AppModel, root: ScreenModel, depth: number) {
  const pad = ' '.repeat(depth);
  return routedScreens(model)
    .map((screen) => `${pad}${screen.name}: '${screen === root ? '' : screenPath(screen)}',`)
    .join('\n');
}

function linkingConfig(model: AppModel) {
  if (model.tabs.length === 0) return `    screens: {\n${stackPaths(model, model.home, 6)}\n    },`;
  const tabs = model.tabs.map(
    (tab) =>
      `      ${tabRoute(tab)}: {\n        path: '${kebab(tab.name)}',\n        screens: {\n${stackPaths(model, tab, 10)}\n        },\n      },`,
  );
  return `    screens: {\n${tabs.join('\n')}\n    },`;
}

export function navigationFile(model: AppModel) {
  const tabs = model.tabs.length > 0;
  const paramList = routedScreens(model)
    .map((screen) => `  ${screen.name}: ${params(screen)};`)
    .join('\n');
  const tabList = model.tabs
    .map((tab) => `  ${tabRoute(tab)}: NavigatorScreenParams<StackParamList> | undefined;`)
    .join('\n');
  const rootList = tabs ? 'TabParamList' : 'StackParamList';
  return `${tabs ? "import { createBottomTabNavigator } from '@react-navigation/bottom-tabs';\n" : ''}import { useNavigation, type LinkingOptions${tabs ? ', type NavigatorScreenParams' : ''} } from '@react-navigation/native';
import { createNativeStackNavigator, type NativeStackNavigationProp } from '@react-navigation/native-stack';

/** Every screen of a stack and the parameters it takes. */
export type StackParamList = {
${paramList}
};
${tabs ? `\n/** The tab bar: each tab is a stack that starts at its own screen. */\nexport type TabParamList = {\n${tabList}\n};\n` : ''}
export type AppNavigation = NativeStackNavigationProp<StackParamList>;

/** The navigation of the stack the calling screen is in. */
export const useAppNavigation = () => useNavigation<AppNavigation>();

export const Stack = createNativeStackNavigator<StackParamList>();
${tabs ? 'export const Tab = createBottomTabNavigator<TabParamList>();\n' : ''}
/** Deep links: ${urlScheme(model)}://${tabs ? `${kebab(model.tabs[0]!.name)}/` : ''}${screenPath(model.screenOf('detail', model.entities[0]!)).replace(':id', '<id>')} opens that screen. */
export const linking: LinkingOptions<${rootList}> = {
  prefixes: ['${urlScheme(model)}://'],
  config: {
${linkingConfig(model)}
  },
};
`;
}
