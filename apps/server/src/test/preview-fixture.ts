import type { GeneratedCode } from '@appforge/shared/contracts/builder';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { projects, projectVersions } from '../db/schema';

/**
 * A small hand-written generated app for the preview tests: every shimmed package, a second
 * module, state, storage and a button that throws from a known file and line (src/crash.ts:3).
 */
export function fixtureFrontend(label = 'Hello from the fixture'): Record<string, string> {
  return {
    'App.tsx': `import { Ionicons } from '@expo/vector-icons';
import AsyncStorage from '@react-native-async-storage/async-storage';
import { StatusBar } from 'expo-status-bar';
import { useEffect, useState } from 'react';
import { Platform, Pressable, StyleSheet, Text, TextInput, View } from 'react-native';
import { Greeting } from './src/Greeting';
import { crash } from './src/crash';

export default function App() {
  const [draft, setDraft] = useState('');
  const [items, setItems] = useState<string[]>([]);
  useEffect(() => {
    AsyncStorage.getItem('items').then((raw) => setItems(raw ? (JSON.parse(raw) as string[]) : []));
  }, []);
  const add = () => {
    const text = draft.trim();
    if (!text) return;
    const next = [...items, text];
    setItems(next);
    void AsyncStorage.setItem('items', JSON.stringify(next));
    setDraft('');
    console.log('added item', text);
  };
  return (
    <View style={styles.app}>
      <StatusBar style="dark" />
      <Greeting label={${JSON.stringify(label)}} />
      <Text testID="platform">Platform: {Platform.OS}</Text>
      <Text>{Platform.select({ ios: 'Made for iPhone', android: 'Made for Android', default: 'Made for the web' })}</Text>
      <View style={styles.row}>
        <TextInput style={styles.input} placeholder="New item" value={draft} onChangeText={setDraft} />
        <Pressable accessibilityRole="button" style={styles.button} onPress={add}>
          <Ionicons name="add" size={18} color="#FFFFFF" />
          <Text style={styles.buttonText}>Add item</Text>
        </Pressable>
      </View>
      {items.map((item) => (
        <Text key={item} style={styles.item}>{item}</Text>
      ))}
      <Pressable accessibilityRole="button" onPress={() => crash('pressed')}>
        <Text>Crash</Text>
      </Pressable>
    </View>
  );
}

const styles = StyleSheet.create({
  app: { flex: 1, padding: 16, gap: 8, backgroundColor: '#F8FAFC' },
  row: { flexDirection: 'row', gap: 8 },
  input: { flex: 1, borderWidth: 1, borderColor: '#CBD5E1', borderRadius: 8, padding: 8 },
  button: { flexDirection: 'row', alignItems: 'center', gap: 4, backgroundColor: '#0891B2', borderRadius: 8, padding: 8 },
  buttonText: { color: '#FFFFFF', fontWeight: '600' },
  item: { fontSize: 16 },
});
`,
    'src/Greeting.tsx': `import { Text } from 'react-native';

export function Greeting({ label }: { label: string }) {
  return <Text style={{ fontSize: 22, fontWeight: '700' }}>{label}</Text>;
}
`,
    'src/crash.ts': `/** Throws from a known line, for the error-location tests. */
export function crash(reason: string): never {
  throw new Error(\`Crashed on purpose: \${reason}\`);
}
`,
    'package.json': `${JSON.stringify({ name: 'fixture-app', version: '1.0.0', main: 'expo/AppEntry.js', private: true }, null, 2)}\n`,
    'app.json': `${JSON.stringify({ expo: { name: 'Fixture', slug: 'fixture-app' } }, null, 2)}\n`,
  };
}

/** A fixture whose Greeting has a syntax error (src/Greeting.tsx line 4). */
export function brokenFrontend(): Record<string, string> {
  return {
    ...fixtureFrontend(),
    'src/Greeting.tsx': `import { Text } from 'react-native';

export function Greeting({ label }: { label: string }) {
  return <Text>{label</Text>;
}
`,
  };
}

/** A fixture whose App throws while rendering (App.tsx line 4). */
export function throwingFrontend(): Record<string, string> {
  return {
    'App.tsx': `import { Text } from 'react-native';

export default function App() {
  if (Date.now() > 0) throw new Error('Render failed on purpose');
  return <Text>never</Text>;
}
`,
  };
}

export function fixtureCode(frontend: Record<string, string> = fixtureFrontend()): GeneratedCode {
  return {
    frontend,
    backend: {
      'package.json': `${JSON.stringify({ name: 'fixture-app-api', version: '1.0.0', type: 'module' }, null, 2)}\n`,
      'src/server.ts': `import Fastify from 'fastify';\n\nconst app = Fastify();\napp.get('/health', async () => ({ ok: true }));\nawait app.listen({ port: 3000 });\n`,
    },
    dependencies: { frontend: ['expo', 'react', 'react-native'], backend: ['fastify'] },
  };
}

/** Saves `code` as the project's next version, as a finished generation does (sockets get code_update). */
export async function saveVersion(
  app: FastifyInstance,
  projectId: string,
  code: GeneratedCode,
  prompt = 'fixture',
): Promise<number> {
  return app.engine.bus.transaction(app.db, async (tx: Database, emit) => {
    const [project] = await tx
      .update(projects)
      .set({
        generatedCode: code,
        currentVersion: sql`${projects.currentVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(projects.id, projectId))
      .returning({ version: projects.currentVersion });
    if (!project) throw new Error(`No project ${projectId}.`);
    await tx
      .insert(projectVersions)
      .values({ projectId, version: project.version, prompt, generatedCode: code });
    emit({ kind: 'code', projectId });
    return project.version;
  });
}
