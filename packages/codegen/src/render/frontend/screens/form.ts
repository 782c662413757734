import { fieldType } from '../../field-types.ts';
import { optionsConst, type AppModel, type EntityModel, type ScreenModel } from '../../model.ts';
import { importLine, indent, lines } from '../../names.ts';
import { linksType } from '../navigation.ts';

/** A create/edit form: one labelled input per field, validation messages, Save and Cancel. */

const capital = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const choicesName = (target: EntityModel) => `${target.camel}Choices`;
const listName = (target: EntityModel) => `all${target.plural}`;

function inputs(model: AppModel, entity: EntityModel) {
  const fields = entity.fields.map((field) => {
    const target = field.type === 'relation' ? model.entity(field.relation!) : undefined;
    return fieldType(field).input(field, {
      value: `draft.${field.name}`,
      change: `(value) => update('${field.name}', value)`,
      error: `errors.${field.name}`,
      options: target ? choicesName(target) : optionsConst(entity, field),
      emptyText: target ? `No ${target.lowerPlural} yet.` : '',
      create: target ? `() => navigation.push('${model.screenOf('form', target).name}')` : '',
      createLabel: target ? `Add ${target.label}` : '',
    });
  });
  if (entity.tags) {
    fields.push(
      '<TextField\n  label="Tags"\n  value={draft.tags}\n  onChangeText={(value) => update(\'tags\', value)}\n  placeholder="Separated by commas"\n/>',
    );
  }
  return fields.join('\n');
}

export function formScreen(model: AppModel, screen: ScreenModel) {
  const entity = screen.entity!;
  const type = entity.type;
  const targets = new Map<string, EntityModel>();
  for (const field of entity.relations) targets.set(field.relation!, model.entity(field.relation!));
  const components = new Set(entity.fields.map((field) => fieldType(field).component));
  if (entity.tags) components.add('TextField');
  const typeImports = [
    `empty${type}`,
    ...entity.enums.map((field) => optionsConst(entity, field)),
    `type ${type}Draft`,
  ];
  return `${lines(
    "import { useEffect, useState } from 'react';",
    "import { KeyboardAvoidingView, Platform, ScrollView, StyleSheet, Text, View } from 'react-native';",
    ...['Button', ...[...components].sort()].map(
      (name) => `import { ${name} } from '../components/${name}';`,
    ),
    targets.size > 0 &&
      importLine(
        [...targets.values()].map((target) => `${target.camel}Title`),
        '../format',
      ),
    importLine(targets.size > 0 ? ['useRecord', 'useRecords'] : ['useRecord'], '../hooks'),
    "import { useAppNavigation } from '../navigation';",
    "import { storage } from '../storage';",
    "import { useStyles, type Theme } from '../theme';",
    `import { ${typeImports.join(', ')} } from '../types';`,
    `import { ${entity.camel}ToDraft, validate${capital(entity.camel)}, type FieldErrors } from '../validation';`,
  )}

export function ${screen.component}(${entity.relations.length > 0 ? `{ id, links }: { id?: string; links?: ${linksType(screen)} }` : '{ id }: { id?: string }'}) {
  const styles = useStyles(makeStyles);
  const navigation = useAppNavigation();
  const { record: existing, ready } = useRecord(storage.${entity.collection}, id);
${[...targets.values()].map((target) => `  const { items: ${listName(target)} } = useRecords(storage.${target.collection});`).join('\n')}${targets.size > 0 ? '\n' : ''}  const [draft, setDraft] = useState<${type}Draft>(() => ${entity.relations.length > 0 ? `({ ...${entity.camel}ToDraft(empty${type}), ...links })` : `${entity.camel}ToDraft(empty${type})`});
  const [errors, setErrors] = useState<FieldErrors<${type}Draft>>({});
  const [loaded, setLoaded] = useState(id === undefined);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  // Editing: fill the form once the record is read.
  useEffect(() => {
    if (loaded || !ready) return;
    if (existing) setDraft(${entity.camel}ToDraft(existing));
    setLoaded(true);
  }, [existing, loaded, ready]);

  const update = <K extends keyof ${type}Draft>(key: K, value: ${type}Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const save = async () => {
    const result = validate${capital(entity.camel)}(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSaving(true);
    setFailure(undefined);
    try {
      await storage.${entity.collection}.save(result.value, existing?.id);
      navigation.goBack();
    } catch (error) {
      // Refused or not reached: the draft stays for another try.
      setSaving(false);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };${[...targets.values()]
    .map(
      (target) =>
        `\n  const ${choicesName(target)} = ${listName(target)}.map((item) => ({ id: item.id, label: ${target.camel}Title(item) }));`,
    )
    .join('')}${targets.size > 0 ? '\n' : ''}
  if (!loaded) return null;
  const invalid = Object.values(errors).some(Boolean);

  return (
    <KeyboardAvoidingView style={styles.screen} behavior={Platform.OS === 'ios' ? 'padding' : undefined}>
      <ScrollView contentInsetAdjustmentBehavior="automatic" contentContainerStyle={styles.content} keyboardShouldPersistTaps="handled">
${indent(inputs(model, entity), 8)}
        {invalid ? <Text style={styles.summary}>Please correct the fields marked above.</Text> : null}
        {failure ? <Text style={styles.summary} accessibilityRole="alert">{failure}</Text> : null}
        <View style={styles.actions}>
          <Button title="Save" accessibilityLabel="Save" disabled={saving} onPress={() => void save()} />
          <Button title="Cancel" variant="secondary" onPress={navigation.goBack} />
        </View>
      </ScrollView>
    </KeyboardAvoidingView>
  );
}

const makeStyles = ({ colors }: Theme) =>
  StyleSheet.create({
    screen: { flex: 1 },
    content: { padding: 16, paddingBottom: 32 },
    summary: { marginBottom: 12, fontSize: 14, color: colors.danger },
    actions: { gap: 10, marginTop: 8 },
  });
`;
}
