import { hasSettingsStore, type AppModel, type ScreenModel } from '../model.ts';
import { importLine, indent, lines, str } from '../names.ts';
import { routedScreens, tabRoute } from './navigation.ts';
import { readableOn } from './theme.ts';

/**
 * App.tsx: theme, first-launch onboarding, and React Navigation: a native stack (the header and
 * its menu) per tab, or one stack for the whole app.
 */

/** Ionicons for the tab bar by screen kind; lists past the first take the next free one. */
const TAB_ICONS: Record<string, string> = {
  stats: 'stats-chart',
  calendar: 'calendar',
  locations: 'location',
  settings: 'settings',
};
const LIST_ICONS = ['list', 'albums', 'folder', 'layers', 'grid'];

function tabIcons(tabs: ScreenModel[]) {
  let lists = 0;
  return tabs.map((tab) => TAB_ICONS[tab.kind] ?? LIST_ICONS[lists++ % LIST_ICONS.length]!);
}

function stackScreen(screen: ScreenModel) {
  if (screen.kind === 'detail') {
    return `<Stack.Screen name="${screen.name}" options={{ title: ${str(screen.title)} }}>\n  {({ route }) => <${screen.component} id={route.params.id} />}\n</Stack.Screen>`;
  }
  if (screen.kind === 'form') {
    const links = screen.entity!.relations.length > 0 ? ' links={route.params?.links}' : '';
    const title = `route.params?.id ? ${str(screen.title)} : ${str(`New ${screen.entity!.label}`)}`;
    return `<Stack.Screen name="${screen.name}" options={({ route }) => ({ title: ${title} })}>\n  {({ route }) => <${screen.component} id={route.params?.id}${links} />}\n</Stack.Screen>`;
  }
  return `<Stack.Screen name="${screen.name}" component={${screen.component}} options={{ title: ${str(screen.title)} }} />`;
}

function tabScreen(tab: ScreenModel, icon: string) {
  return `<Tab.Screen
  name="${tabRoute(tab)}"
  options={{
    title: ${str(tab.title)},
    tabBarIcon: ({ color, size }) => <Ionicons name="${icon}" color={color} size={size} />,
  }}
>
  {() => <AppStack initial="${tab.name}" />}
</Tab.Screen>`;
}

export function appFile(model: AppModel) {
  const onboarding = model.screens.find((screen) => screen.kind === 'onboarding');
  const tabs = model.tabs.length > 0;
  const menu = model.menu.length > 0;
  const settings = hasSettingsStore(model);
  const dark = model.settings.darkMode;
  const screenImports = [...model.screens]
    .sort((a, b) => (a.component < b.component ? -1 : 1))
    .map((screen) => `import { ${screen.component} } from './src/screens/${screen.component}';`);
  const root = tabs ? '<Tabs />' : `<AppStack initial="${model.home.name}" />`;
  const navigator = `<NavigationContainer theme={navigationTheme(theme)} linking={linking}>\n  ${root}\n</NavigationContainer>`;
  const body = onboarding
    ? `{!ready ? null : settings.onboarded ? (\n${indent(navigator, 2)}\n) : (\n  <SafeAreaView style={[styles.app, { backgroundColor: theme.colors.background }]}>\n    <${onboarding.component} onDone={() => void update({ onboarded: true })} />\n  </SafeAreaView>\n)}`
    : settings
      ? `{ready ? (\n${indent(navigator, 2)}\n) : null}`
      : navigator;
  // The phone's appearance, or the app's own Dark mode switch when the idea asked for one.
  const themeSetup = dark
    ? '  const theme = useMemo(() => createTheme(settings.darkMode), [settings.darkMode]);\n'
    : "  const scheme = useColorScheme();\n  const theme = useMemo(() => createTheme(scheme === 'dark'), [scheme]);\n";
  // On Android's coloured app bar (Material style) the status bar reads on the primary colour.
  const onFilled = readableOn(model.spec.theme.primaryColor) === '#FFFFFF' ? 'light' : 'dark';
  const plain = `theme.dark ? 'light' : 'dark'`;
  const menuOption = menu
    ? `\n    headerRight:\n      route.name === initial\n        ? () => <MenuButton items={MENU.map((item) => ({ title: item.title, onPress: () => navigation.push(item.screen) }))} />\n        : undefined,`
    : '';
  const icons = tabIcons(model.tabs);
  const tabsComponent = tabs
    ? `
/** The tab bar: each tab is a stack of its own, so Back returns within the tab. */
function Tabs() {
  const { colors, shape } = useTheme();
  return (
    <Tab.Navigator
      backBehavior="firstRoute"
      screenOptions={{
        headerShown: false,
        tabBarActiveTintColor: colors.primaryText,
        tabBarInactiveTintColor: colors.muted,
        tabBarStyle: { backgroundColor: colors.surface, borderTopColor: colors.border },
        tabBarLabelStyle: { fontFamily: shape.fontFamily },
      }}
    >
${indent(model.tabs.map((tab, index) => tabScreen(tab, icons[index]!)).join('\n'), 6)}
    </Tab.Navigator>
  );
}
`
    : '';
  return `${lines(
    tabs && "import Ionicons from '@expo/vector-icons/Ionicons';",
    "import { DarkTheme, DefaultTheme, NavigationContainer, type Theme as NavigationTheme } from '@react-navigation/native';",
    "import { StatusBar } from 'expo-status-bar';",
    "import { useMemo } from 'react';",
    importLine(
      [...(onboarding ? ['StyleSheet'] : []), ...(dark ? [] : ['useColorScheme'])],
      'react-native',
    ),
    `import { SafeAreaProvider${onboarding ? ', SafeAreaView' : ''} } from 'react-native-safe-area-context';`,
    menu && "import { MenuButton } from './src/components/MenuButton';",
    settings && "import { useSettings } from './src/hooks';",
    `import { linking, Stack${tabs ? ', Tab' : ''}, type StackParamList } from './src/navigation';`,
    ...screenImports,
    "import { createTheme, ThemeContext, useTheme, type Theme } from './src/theme';",
  )}
${menu ? `\n/** Screens opened from the header's menu. */\nconst MENU: { title: string; screen: ${model.menu.map((item) => `'${item.name}'`).join(' | ')} }[] = [\n${model.menu.map((item) => `  { title: ${str(item.title)}, screen: '${item.name}' },`).join('\n')}\n];\n` : ''}
/** React Navigation's colours (headers, tab bar, backgrounds) from the app's theme. */
function navigationTheme({ dark, colors }: Theme): NavigationTheme {
  const base = dark ? DarkTheme : DefaultTheme;
  return {
    ...base,
    colors: {
      ...base.colors,
      primary: colors.primaryText,
      background: colors.background,
      card: colors.surface,
      text: colors.text,
      border: colors.border,
      notification: colors.danger,
    },
  };
}

/** A stack of every screen, starting at \`initial\`; iOS shows the first screen's title large. */
function AppStack({ initial }: { initial: keyof StackParamList }) {
  const { colors, shape } = useTheme();
  return (
    <Stack.Navigator
      initialRouteName={initial}
      screenOptions={({ route${menu ? ', navigation' : ''} }) => ({
        headerTitleAlign: shape.headerAlign,
        headerLargeTitleEnabled: shape.largeTitles && route.name === initial,
        headerStyle: { backgroundColor: shape.headerFilled ? colors.primary : colors.surface },
        headerTintColor: shape.headerFilled ? colors.onPrimary : colors.primaryText,
        headerTitleStyle: { fontFamily: shape.fontFamily, color: shape.headerFilled ? colors.onPrimary : colors.text },
        contentStyle: { backgroundColor: colors.background },${menuOption}
      })}
    >
${indent(routedScreens(model).map(stackScreen).join('\n'), 6)}
    </Stack.Navigator>
  );
}
${tabsComponent}
export default function App() {
${settings ? `  const { ${['ready', ...(dark || onboarding ? ['settings'] : []), ...(onboarding ? ['update'] : [])].join(', ')} } = useSettings();\n` : ''}${themeSetup}  return (
    <SafeAreaProvider>
      <ThemeContext.Provider value={theme}>
        <StatusBar style={theme.shape.headerFilled ? '${onFilled}' : ${plain}} />
${indent(body, 8)}
      </ThemeContext.Provider>
    </SafeAreaProvider>
  );
}
${onboarding ? '\nconst styles = StyleSheet.create({\n  app: { flex: 1 },\n});\n' : ''}`;
}
