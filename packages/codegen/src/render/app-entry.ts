import { camelCase } from 'change-case';
import type { AppSpec } from '../app-spec.ts';
import { FRONTEND_DEPENDENCIES, storageKey } from './frontend.ts';

/** App.tsx: loads each entity's list from storage, switches list ↔ form, tab bar for several entities. */
export function appFile(spec: AppSpec) {
  const entities = spec.entities;
  const imports = entities
    .map((entity) => `import { ${entity.name}FormScreen } from './src/screens/${entity.name}FormScreen';
import { ${entity.name}ListScreen } from './src/screens/${entity.name}ListScreen';`)
    .join('\n');
  const state = entities
    .map((entity) => {
      const list = camelCase(entity.pluralName);
      const setter = `set${entity.pluralName}`;
      return `  const [${list}, ${setter}] = useState<${entity.name}[]>([]);
  useEffect(() => {
    loadList<${entity.name}>('${storageKey(spec, entity)}').then(${setter}).catch(() => ${setter}([]));
  }, []);
  const persist${entity.pluralName} = (next: ${entity.name}[]) => {
    ${setter}(next);
    void saveList('${storageKey(spec, entity)}', next);
  };`;
    })
    .join('\n');
  const views = entities
    .map((entity) => {
      const list = camelCase(entity.pluralName);
      return `      {tab === '${entity.name}' && editing === null ? (
        <${entity.name}ListScreen items={${list}} onAdd={() => setEditing('new')} onOpen={(item) => setEditing(item.id)} />
      ) : null}
      {tab === '${entity.name}' && editing !== null ? (
        <${entity.name}FormScreen
          initial={${list}.find((item) => item.id === editing) ?? null}
          onCancel={() => setEditing(null)}
          onDelete={editing === 'new' ? null : () => { persist${entity.pluralName}(${list}.filter((item) => item.id !== editing)); setEditing(null); }}
          onSave={(values) => {
            persist${entity.pluralName}(
              editing === 'new' ? [{ id: newId(), ...values }, ...${list}] : ${list}.map((item) => (item.id === editing ? { ...item, ...values } : item)),
            );
            setEditing(null);
          }}
        />
      ) : null}`;
    })
    .join('\n');
  const tabs =
    entities.length > 1
      ? `      <View style={styles.tabs}>
        {${JSON.stringify(entities.map((entity) => [entity.name, entity.pluralName]))}.map(([name, label]) => (
          <Pressable key={name} style={styles.tab} onPress={() => { setTab(name as Tab); setEditing(null); }}>
            <Text style={tab === name ? styles.tabActive : styles.tabText}>{label}</Text>
          </Pressable>
        ))}
      </View>`
      : '';
  return `import { StatusBar } from 'expo-status-bar';
import { useEffect, useState } from 'react';
import { Pressable, SafeAreaView, StyleSheet, Text, View } from 'react-native';
${imports}
import { loadList, newId, saveList } from './src/storage';
import { theme } from './src/theme';
import type { ${entities.map((entity) => entity.name).join(', ')} } from './src/types';

type Tab = ${entities.map((entity) => `'${entity.name}'`).join(' | ')};

export default function App() {
  const [tab, setTab] = useState<Tab>('${entities[0]!.name}');
  const [editing, setEditing] = useState<string | null>(null);
${state}

  return (
    <SafeAreaView style={styles.app}>
      <StatusBar style="light" />
      <View style={styles.header}>
        <Text style={styles.heading}>${spec.name.replace(/'/g, '’')}</Text>
      </View>
${views}
${tabs}
    </SafeAreaView>
  );
}

const styles = StyleSheet.create({
  app: { flex: 1, backgroundColor: theme.background },
  header: { backgroundColor: theme.primary, paddingHorizontal: 16, paddingVertical: 14 },
  heading: { color: '#FFFFFF', fontSize: 20, fontWeight: '700' },
  tabs: { flexDirection: 'row', borderTopWidth: 1, borderTopColor: '#E2E8F0', backgroundColor: theme.card },
  tab: { flex: 1, padding: 12, alignItems: 'center' },
  tabText: { color: theme.muted },
  tabActive: { color: theme.primary, fontWeight: '700' },
});
`;
}

export function frontendPackageFiles(spec: AppSpec) {
  return {
    'package.json': `${JSON.stringify(
      {
        name: spec.slug,
        version: '1.0.0',
        main: 'expo/AppEntry.js',
        private: true,
        scripts: { start: 'expo start', android: 'expo start --android', ios: 'expo start --ios', web: 'expo start --web' },
        dependencies: FRONTEND_DEPENDENCIES,
        devDependencies: { '@types/react': '~19.1.0', typescript: '~5.9.2' },
      },
      null,
      2,
    )}\n`,
    'app.json': `${JSON.stringify({ expo: { name: spec.name, slug: spec.slug, version: '1.0.0', orientation: 'portrait', userInterfaceStyle: 'light' } }, null, 2)}\n`,
  };
}
