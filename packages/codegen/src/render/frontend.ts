import { camelCase } from 'change-case';
import type { AppSpec, Entity, Field } from '../app-spec.ts';

export const FRONTEND_DEPENDENCIES: Record<string, string> = {
  '@react-native-async-storage/async-storage': '2.2.0',
  expo: '~54.0.0',
  'expo-status-bar': '~3.0.8',
  react: '19.1.0',
  'react-native': '0.81.4',
};

const title = (entity: Entity) => entity.fields.find((field) => field.type === 'text') ?? entity.fields[0]!;
const tsType = (field: Field) =>
  field.type === 'number' ? 'number | null' : field.type === 'boolean' ? 'boolean' : 'string';
const emptyValue = (field: Field) => (field.type === 'number' ? 'null' : field.type === 'boolean' ? 'false' : "''");

function typesFile(spec: AppSpec) {
  return spec.entities
    .map(
      (entity) => `export interface ${entity.name} {
  id: string;
${entity.fields.map((field) => `  ${field.name}: ${tsType(field)};`).join('\n')}
}

export const empty${entity.name}: Omit<${entity.name}, 'id'> = {
${entity.fields.map((field) => `  ${field.name}: ${emptyValue(field)},`).join('\n')}
};
`,
    )
    .join('\n');
}

const storageFile = `import AsyncStorage from '@react-native-async-storage/async-storage';

export function newId(): string {
  return \`\${Date.now().toString(36)}-\${Math.random().toString(36).slice(2, 8)}\`;
}

export async function loadList<T>(key: string): Promise<T[]> {
  const raw = await AsyncStorage.getItem(key);
  return raw ? (JSON.parse(raw) as T[]) : [];
}

export async function saveList<T>(key: string, items: T[]): Promise<void> {
  await AsyncStorage.setItem(key, JSON.stringify(items));
}
`;

const themeFile = (spec: AppSpec) => `export const theme = {
  primary: '${spec.theme.primaryColor}',
  secondary: '${spec.theme.secondaryColor}',
  background: '#F8FAFC',
  card: '#FFFFFF',
  text: '#0F172A',
  muted: '#64748B',
  danger: '#DC2626',
};
`;

function secondaryLine(entity: Entity) {
  const others = entity.fields.filter((field) => field !== title(entity) && field.type !== 'longText').slice(0, 2);
  if (others.length === 0) return "''";
  return `[${others
    .map((field) =>
      field.type === 'boolean'
        ? `item.${field.name} ? '${field.label}' : ''`
        : `item.${field.name} === null || item.${field.name} === '' ? '' : \`${field.label}: \${item.${field.name}}\``,
    )
    .join(', ')}].filter(Boolean).join(' · ')`;
}

function listScreen(entity: Entity) {
  const plural = entity.pluralName;
  return `import { FlatList, Pressable, StyleSheet, Text, View } from 'react-native';
import { theme } from '../theme';
import type { ${entity.name} } from '../types';

interface Props {
  items: ${entity.name}[];
  onAdd: () => void;
  onOpen: (item: ${entity.name}) => void;
}

export function ${entity.name}ListScreen({ items, onAdd, onOpen }: Props) {
  return (
    <View style={styles.screen}>
      <FlatList
        data={items}
        keyExtractor={(item) => item.id}
        contentContainerStyle={items.length === 0 ? styles.emptyList : undefined}
        ListEmptyComponent={<Text style={styles.empty}>No ${plural.toLowerCase()} yet. Tap “Add” to create one.</Text>}
        renderItem={({ item }) => (
          <Pressable style={styles.row} onPress={() => onOpen(item)} accessibilityRole="button">
            <Text style={styles.title}>{String(item.${title(entity).name} || 'Untitled')}</Text>
            <Text style={styles.detail}>{${secondaryLine(entity)}}</Text>
          </Pressable>
        )}
      />
      <Pressable style={styles.add} onPress={onAdd} accessibilityRole="button">
        <Text style={styles.addText}>Add</Text>
      </Pressable>
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  emptyList: { flexGrow: 1, justifyContent: 'center' },
  empty: { textAlign: 'center', color: theme.muted, padding: 24 },
  row: { backgroundColor: theme.card, padding: 16, marginHorizontal: 16, marginTop: 12, borderRadius: 12 },
  title: { fontSize: 16, fontWeight: '600', color: theme.text },
  detail: { marginTop: 4, color: theme.muted },
  add: { margin: 16, backgroundColor: theme.primary, borderRadius: 12, padding: 14, alignItems: 'center' },
  addText: { color: '#FFFFFF', fontWeight: '700' },
});
`;
}

function input(field: Field) {
  const set = `(value) => update('${field.name}', value)`;
  switch (field.type) {
    case 'boolean':
      return `<Switch value={draft.${field.name}} onValueChange={${set}} trackColor={{ true: theme.primary }} />`;
    case 'number':
      return `<TextInput style={styles.input} keyboardType="numeric" value={draft.${field.name} === null ? '' : String(draft.${field.name})} onChangeText={(text) => update('${field.name}', text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text))} />`;
    case 'select':
      return `<View style={styles.chips}>
          {${JSON.stringify(field.options ?? [])}.map((option) => (
            <Pressable key={option} onPress={() => update('${field.name}', option)} style={[styles.chip, draft.${field.name} === option && styles.chipActive]}>
              <Text style={draft.${field.name} === option ? styles.chipTextActive : styles.chipText}>{option}</Text>
            </Pressable>
          ))}
        </View>`;
    case 'date':
      return `<TextInput style={styles.input} placeholder="YYYY-MM-DD" value={draft.${field.name}} onChangeText={${set}} />`;
    case 'longText':
      return `<TextInput style={[styles.input, styles.multiline]} multiline value={draft.${field.name}} onChangeText={${set}} />`;
    default:
      return `<TextInput style={styles.input} value={draft.${field.name}} onChangeText={${set}} />`;
  }
}

function formScreen(entity: Entity) {
  const required = entity.fields.filter((field) => field.required);
  const dates = entity.fields.filter((field) => field.type === 'date');
  return `import { useState } from 'react';
import { Pressable, ScrollView, StyleSheet, Switch, Text, TextInput, View } from 'react-native';
import { theme } from '../theme';
import { empty${entity.name}, type ${entity.name} } from '../types';

interface Props {
  initial: ${entity.name} | null;
  onSave: (values: Omit<${entity.name}, 'id'>) => void;
  onDelete: (() => void) | null;
  onCancel: () => void;
}

export function ${entity.name}FormScreen({ initial, onSave, onDelete, onCancel }: Props) {
  const [draft, setDraft] = useState<Omit<${entity.name}, 'id'>>(initial ?? empty${entity.name});
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const update = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) => setDraft({ ...draft, [key]: value });

  const save = () => {
${required.map((field) => `    if (!String(draft.${field.name} ?? '').trim()) return setError('${field.label} is required.');`).join('\n')}
${dates.map((field) => `    if (draft.${field.name} && !/^\\d{4}-\\d{2}-\\d{2}$/.test(draft.${field.name})) return setError('${field.label} must look like 2025-01-31.');`).join('\n')}
    onSave(draft);
  };

  return (
    <ScrollView contentContainerStyle={styles.form}>
${entity.fields
  .map(
    (field) => `      <View style={styles.field}>
        <Text style={styles.label}>${field.label}</Text>
        ${input(field)}
      </View>`,
  )
  .join('\n')}
      {error ? <Text style={styles.error}>{error}</Text> : null}
      <Pressable style={styles.primary} onPress={save} accessibilityRole="button">
        <Text style={styles.primaryText}>Save</Text>
      </Pressable>
      <Pressable style={styles.secondary} onPress={onCancel} accessibilityRole="button">
        <Text style={styles.secondaryText}>Cancel</Text>
      </Pressable>
      {onDelete ? (
        <Pressable style={styles.secondary} onPress={() => (confirming ? onDelete() : setConfirming(true))} accessibilityRole="button">
          <Text style={styles.danger}>{confirming ? 'Tap again to delete' : 'Delete'}</Text>
        </Pressable>
      ) : null}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  form: { padding: 16 },
  field: { marginBottom: 14 },
  label: { fontWeight: '600', color: theme.text, marginBottom: 6 },
  input: { backgroundColor: theme.card, borderRadius: 10, padding: 12, borderWidth: 1, borderColor: '#E2E8F0' },
  multiline: { minHeight: 90, textAlignVertical: 'top' },
  chips: { flexDirection: 'row', flexWrap: 'wrap', gap: 8 },
  chip: { paddingVertical: 6, paddingHorizontal: 12, borderRadius: 999, borderWidth: 1, borderColor: theme.primary },
  chipActive: { backgroundColor: theme.primary },
  chipText: { color: theme.primary },
  chipTextActive: { color: '#FFFFFF' },
  error: { color: theme.danger, marginBottom: 12 },
  primary: { backgroundColor: theme.primary, borderRadius: 12, padding: 14, alignItems: 'center' },
  primaryText: { color: '#FFFFFF', fontWeight: '700' },
  secondary: { padding: 14, alignItems: 'center' },
  secondaryText: { color: theme.muted },
  danger: { color: theme.danger, fontWeight: '600' },
});
`;
}

export const storageKey = (spec: AppSpec, entity: Entity) => `${spec.slug}:${camelCase(entity.pluralName)}`;

export { formScreen, listScreen, storageFile, themeFile, typesFile };
