import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import { AppRegistry, ScrollView, Text, View } from 'react-native-web';
import { readConfig } from './config';
import { captureConsole } from './console-capture';
import { post } from './messages';
import { locate, type OriginalPosition } from './source-map';
import { openStorage } from './storage-backing';

/**
 * Runs the generated app in the page: reports runtime errors (mapped back to the generated file
 * and line), keeps a render error from blanking the frame, and says `ready` after the first paint.
 */
declare global {
  var __appforgeApp: { default?: unknown } | undefined;
}

const reported = new WeakSet<object>();

export async function reportError(
  error: unknown,
  where?: { url?: string; line?: number; column?: number },
) {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return null;
    reported.add(error);
  }
  const message = error instanceof Error ? error.message : String(error ?? 'Unknown error');
  const stack = error instanceof Error ? error.stack : undefined;
  const position = await locate(stack, where?.url, where?.line, where?.column).catch(() => null);
  post('runtime-error', {
    message,
    name: error instanceof Error ? error.name : 'Error',
    stack: stack ?? null,
    file: position?.file ?? null,
    line: position?.line ?? null,
    column: position?.column ?? null,
  });
  return position;
}

interface BoundaryState {
  error: Error | null;
  position: OriginalPosition | null;
}

const styles = {
  box: { flex: 1, padding: 20, backgroundColor: '#FEF2F2' },
  title: { color: '#991B1B', fontSize: 17, fontWeight: '700', marginBottom: 8 },
  message: { color: '#7F1D1D', fontSize: 14, marginBottom: 8 },
  where: { color: '#B91C1C', fontSize: 12, fontFamily: 'monospace' },
};

class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, position: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    void reportError(error).then((position) => {
      if (position) this.setState({ position });
    });
  }

  override render() {
    const { error, position } = this.state;
    if (!error) return this.props.children;
    return (
      <ScrollView style={styles.box}>
        <Text style={styles.title}>Something went wrong</Text>
        <Text style={styles.message}>{error.message}</Text>
        {position ? <Text style={styles.where}>{`${position.file}:${position.line}`}</Text> : null}
      </ScrollView>
    );
  }
}

function afterPaint(run: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  // Hidden frames get no animation frames; say ready anyway.
  setTimeout(once, 1000);
}

const postReady = () => {
  const { platform, version, mode } = readConfig();
  afterPaint(() => post('ready', { platform, version, mode }));
};

function mount(App: ComponentType) {
  function PreviewRoot() {
    useEffect(postReady, []);
    return (
      <View style={{ flex: 1 }}>
        <ErrorBoundary>
          <App />
        </ErrorBoundary>
      </View>
    );
  }
  AppRegistry.registerComponent('main', () => PreviewRoot);
  AppRegistry.runApplication('main', { rootTag: document.getElementById('root') });
}

function start() {
  const config = readConfig();
  if (config.mode === 'build-error')
    post('build-error', { errors: config.errors, version: config.version });
  if (config.mode !== 'app') return postReady();
  const App = globalThis.__appforgeApp?.default;
  if (typeof App !== 'function' && (typeof App !== 'object' || App === null)) {
    const problem = new Error(
      globalThis.__appforgeApp
        ? 'App.tsx has no default export (the root component).'
        : 'The app bundle did not load.',
    );
    const root = document.getElementById('root');
    if (root) root.textContent = problem.message;
    void reportError(problem);
    return postReady();
  }
  mount(App as ComponentType);
}

export function startRuntime() {
  captureConsole();
  // Asks the parent for the app's saved data now, while the app bundle still loads.
  if (readConfig().mode === 'app') void openStorage();
  window.addEventListener('error', (event) => {
    void reportError(event.error ?? event.message, {
      url: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  });
  window.addEventListener('unhandledrejection', (event) => void reportError(event.reason));
  if (document.readyState === 'complete') start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}
