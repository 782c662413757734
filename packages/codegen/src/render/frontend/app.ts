import { hasSettingsStore, type AppModel, type ScreenModel } from '../model.ts';
import { indent, lines, str } from '../names.ts';
import { readableOn } from './theme.ts';

/** App.tsx: theme, first-launch onboarding, and the shell (header, screen stack, tab bar or menu). */

function routeLiteral(screen: ScreenModel) {
  return `{ name: '${screen.name}' }`;
}

function titleCase(screen: ScreenModel) {
  if (screen.kind === 'form') {
    return `    case '${screen.name}':\n      return route.id ? ${str(screen.title)} : ${str(`New ${screen.entity!.label}`)};`;
  }
  return `    case '${screen.name}':\n      return ${str(screen.title)};`;
}

function renderCase(screen: ScreenModel) {
  const links = screen.kind === 'form' && screen.entity!.relations.length > 0;
  const props =
    screen.kind === 'detail' || screen.kind === 'form'
      ? ` id={route.id}${links ? ' links={route.links}' : ''}`
      : '';
  return `    case '${screen.name}':\n      return <${screen.component}${props} />;`;
}

export function appFile(model: AppModel) {
  const routed = model.screens.filter((screen) => screen.kind !== 'onboarding');
  const onboarding = model.screens.find((screen) => screen.kind === 'onboarding');
  const tabs = model.spec.navigation === 'tabs';
  const menu = model.menu.length > 0;
  const settings = hasSettingsStore(model);
  const dark = model.settings.darkMode;
  const item = (screen: ScreenModel) =>
    `  { title: ${str(screen.title)}, route: ${routeLiteral(screen)} },`;
  const screenImports = [...model.screens]
    .sort((a, b) => (a.component < b.component ? -1 : 1))
    .map((screen) => `import { ${screen.component} } from './src/screens/${screen.component}';`);
  const header = lines(
    '<Header',
    '  title={titleOf(navigation.route)}',
    '  overline={navigation.canGoBack ? undefined : APP_NAME}',
    '  onBack={navigation.canGoBack ? navigation.goBack : undefined}',
    menu &&
      '  right={navigation.canGoBack ? undefined : <MenuButton items={MENU.map((item) => ({ title: item.title, onPress: () => navigation.push(item.route) }))} />}',
    '/>',
  );
  const shell = lines(
    header,
    '<ScreenStack renderScreen={renderScreen} />',
    tabs && '<TabBar tabs={TABS} active={navigation.root.name} onSelect={navigation.reset} />',
  );
  const navigator = `<NavigationProvider initialRoute={${routeLiteral(model.home)}}>\n  <Shell />\n</NavigationProvider>`;
  const body = onboarding
    ? `{!ready ? null : settings.onboarded ? (\n${indent(navigator, 2)}\n) : (\n  <${onboarding.component} onDone={() => void update({ onboarded: true })} />\n)}`
    : settings
      ? `{ready ? (\n${indent(navigator, 2)}\n) : null}`
      : navigator;
  const themeSetup = dark
    ? '  const theme = useMemo(() => createTheme(settings.darkMode), [settings.darkMode]);\n'
    : '';
  // The status bar sits on the header's colour: the primary colour (material) or the surface.
  const filled = model.spec.theme.style === 'material';
  const statusBar = filled
    ? `"${readableOn(model.spec.theme.primaryColor) === '#FFFFFF' ? 'light' : 'dark'}"`
    : dark
      ? `{theme.dark ? 'light' : 'dark'}`
      : '"dark"';
  const barColour = filled ? 'theme.colors.primary' : 'theme.colors.surface';
  return `${lines(
    "import { StatusBar } from 'expo-status-bar';",
    dark && "import { useMemo } from 'react';",
    "import { SafeAreaView, StyleSheet, View } from 'react-native';",
    "import { Header } from './src/components/Header';",
    menu && "import { MenuButton } from './src/components/MenuButton';",
    tabs && "import { TabBar, type Tab } from './src/components/TabBar';",
    settings && "import { useSettings } from './src/hooks';",
    "import { NavigationProvider, ScreenStack, useNavigation, type Route } from './src/navigation';",
    ...screenImports,
    "import { createTheme, ThemeContext, useTheme } from './src/theme';",
  )}

const APP_NAME = ${str(model.spec.appName)};

${tabs ? `const TABS: Tab[] = [\n${model.tabs.map(item).join('\n')}\n];\n` : ''}${menu ? `${tabs ? '\n' : ''}/** Screens opened from the header's menu. */\nconst MENU: { title: string; route: Route }[] = [\n${model.menu.map(item).join('\n')}\n];\n` : ''}
function titleOf(route: Route): string {
  switch (route.name) {
${routed.map(titleCase).join('\n')}
  }
}

function renderScreen(route: Route) {
  switch (route.name) {
${routed.map(renderCase).join('\n')}
  }
}

function Shell() {
  const navigation = useNavigation();
  const { colors } = useTheme();
  return (
    <View style={[styles.shell, { backgroundColor: colors.background }]}>
${indent(shell, 6)}
    </View>
  );
}
${dark ? '' : '\nconst theme = createTheme();\n'}
export default function App() {
${settings ? `  const { ${['ready', ...(dark || onboarding ? ['settings'] : []), ...(onboarding ? ['update'] : [])].join(', ')} } = useSettings();\n` : ''}${themeSetup}  return (
    <ThemeContext.Provider value={theme}>
      <SafeAreaView style={[styles.app, { backgroundColor: ${barColour} }]}>
        <StatusBar style=${statusBar} />
${indent(body, 8)}
      </SafeAreaView>
    </ThemeContext.Provider>
  );
}

const styles = StyleSheet.create({
  app: { flex: 1 },
  shell: { flex: 1 },
});
`;
}
