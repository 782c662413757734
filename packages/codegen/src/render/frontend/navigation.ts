import type { AppModel, ScreenModel } from '../model.ts';

/** src/navigation.tsx: a typed screen stack in React state (no navigation library). */

/** A new record's links, set by the screen that opens its form: "Add Walk" on a dog. */
export const linksType = (screen: ScreenModel) =>
  `{ ${screen.entity!.relations.map((field) => `${field.name}?: string`).join('; ')} }`;
const linksParam = (screen: ScreenModel) =>
  screen.entity!.relations.length > 0 ? `; links?: ${linksType(screen)}` : '';

function routeType(screen: ScreenModel) {
  if (screen.kind === 'detail') return `{ name: '${screen.name}'; id: string }`;
  if (screen.kind === 'form') return `{ name: '${screen.name}'; id?: string${linksParam(screen)} }`;
  return `{ name: '${screen.name}' }`;
}

export function navigationFile(model: AppModel) {
  const screens = model.screens.filter((screen) => screen.kind !== 'onboarding');
  return `import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { StyleSheet, View } from 'react-native';

/** Every screen of the app and the parameters it takes. */
export type Route =
${screens.map((screen) => `  | ${routeType(screen)}`).join('\n')};

export interface StackEntry {
  key: number;
  route: Route;
}

export interface Navigation {
  /** The screen on top of the stack. */
  route: Route;
  /** The screen at the bottom of the stack: the current tab. */
  root: Route;
  stack: readonly StackEntry[];
  canGoBack: boolean;
  push(route: Route): void;
  goBack(): void;
  /** Starts a new stack at \`route\` (switching tabs). */
  reset(route: Route): void;
}

const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation must be used inside <NavigationProvider>.');
  return navigation;
}

export function NavigationProvider({ initialRoute, children }: { initialRoute: Route; children: ReactNode }) {
  const nextKey = useRef(1);
  const [stack, setStack] = useState<StackEntry[]>([{ key: 0, route: initialRoute }]);

  const push = useCallback((route: Route) => {
    const key = nextKey.current++;
    setStack((current) => [...current, { key, route }]);
  }, []);
  const goBack = useCallback(() => {
    setStack((current) => (current.length > 1 ? current.slice(0, -1) : current));
  }, []);
  const reset = useCallback((route: Route) => {
    const key = nextKey.current++;
    setStack([{ key, route }]);
  }, []);

  const navigation = useMemo<Navigation>(
    () => ({
      route: stack[stack.length - 1]!.route,
      root: stack[0]!.route,
      stack,
      canGoBack: stack.length > 1,
      push,
      goBack,
      reset,
    }),
    [stack, push, goBack, reset],
  );

  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

/**
 * Renders the stack: screens below the top stay mounted (keeping their scroll position and
 * search text) but hidden.
 */
export function ScreenStack({ renderScreen }: { renderScreen: (route: Route) => ReactNode }) {
  const { stack } = useNavigation();
  return (
    <View style={styles.stack}>
      {stack.map((entry, index) => (
        <View key={entry.key} style={[styles.screen, index < stack.length - 1 && styles.hidden]}>
          {renderScreen(entry.route)}
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  stack: { flex: 1 },
  screen: { flex: 1 },
  hidden: { display: 'none' },
});
`;
}
