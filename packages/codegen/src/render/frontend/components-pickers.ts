/** Choice inputs of src/components: an enum's options, a list of records for a relation. */

export const CHOICE_FIELD = `import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useStyles, type Theme } from '../theme';
import { FormField } from './FormField';

interface Props<T extends string> {
  label: string;
  options: readonly T[];
  value: T | '';
  onChange: (value: T | '') => void;
  error?: string;
  required?: boolean;
}

// Up to this many options, this short in all, share one row as segments; others wrap as chips.
const SEGMENTS_AT_MOST = 4;
const SEGMENT_LETTERS_AT_MOST = 28;

/**
 * One choice among the options, as a radio group: a segmented control for a few short ones,
 * wrapping chips for more. An optional choice is cleared by pressing it again. (aria-checked is
 * the radio's checked state on the phones and on the web, where accessibilityState is not read.)
 */
export function ChoiceField<T extends string>({ label, options, value, onChange, error, required }: Props<T>) {
  const styles = useStyles(makeStyles);
  const segmented =
    options.length > 1 && options.length <= SEGMENTS_AT_MOST && options.join('').length <= SEGMENT_LETTERS_AT_MOST;
  return (
    <FormField label={label} required={required} error={error}>
      <View style={segmented ? styles.segments : styles.chips} accessibilityRole="radiogroup" accessibilityLabel={label}>
        {options.map((option, index) => {
          const selected = option === value;
          return (
            <Pressable
              key={option}
              accessibilityRole="radio"
              accessibilityLabel={option}
              aria-checked={selected}
              accessibilityHint={selected && !required ? 'Press again to clear' : undefined}
              onPress={() => onChange(selected && !required ? '' : option)}
              style={
                segmented
                  ? [styles.segment, index > 0 && styles.divider, selected && styles.selected]
                  : [styles.chip, selected && styles.selected]
              }
            >
              <Text numberOfLines={1} style={[styles.text, selected && styles.selectedText]}>
                {option}
              </Text>
            </Pressable>
          );
        })}
      </View>
    </FormField>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    segments: {
      flexDirection: 'row',
      borderWidth: 1,
      borderColor: colors.border,
      borderRadius: shape.radius,
      backgroundColor: colors.surface,
      overflow: 'hidden',
    },
    // Each segment as wide as its word, the row's spare width shared out.
    segment: { flexGrow: 1, flexShrink: 1, alignItems: 'center', paddingVertical: 9, paddingHorizontal: 10 },
    divider: { borderStartWidth: 1, borderStartColor: colors.border },
    chips: { flexDirection: 'row', flexWrap: 'wrap', gap: 8 },
    chip: {
      paddingVertical: 7,
      paddingHorizontal: 14,
      borderRadius: 999,
      borderWidth: 1,
      borderColor: colors.border,
      backgroundColor: colors.surface,
    },
    selected: { borderColor: colors.primary, backgroundColor: colors.primary },
    text: { fontSize: 14, color: colors.text },
    selectedText: { color: colors.onPrimary, fontWeight: '600' },
  });
`;

export const RELATION_PICKER = `import { useState } from 'react';
import { FlatList, Modal, Pressable, StyleSheet, Text, View } from 'react-native';
import { useStyles, type Theme } from '../theme';
import { FormField } from './FormField';

export interface RelationOption {
  id: string;
  label: string;
}

interface Props {
  label: string;
  options: readonly RelationOption[];
  /** The chosen record's id, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  emptyText: string;
  /** Opens the form of a new record of that kind, offered while there is none to pick. */
  onCreate: () => void;
  createLabel: string;
  error?: string;
  required?: boolean;
}

/** Picks a record of another kind from a list of their titles. */
export function RelationPicker({ label, options, value, onChange, emptyText, onCreate, createLabel, error, required }: Props) {
  const styles = useStyles(makeStyles);
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.id === value);
  const choices: RelationOption[] = required ? [...options] : [{ id: '', label: 'None' }, ...options];
  const choose = (id: string) => {
    onChange(id);
    setOpen(false);
  };
  return (
    <FormField label={label} required={required} error={error}>
      {options.length === 0 ? (
        <View style={styles.emptyRow}>
          <Text style={styles.empty}>{emptyText}</Text>
          <Pressable accessibilityRole="button" accessibilityLabel={createLabel} onPress={onCreate} hitSlop={8}>
            <Text style={styles.create}>{createLabel}</Text>
          </Pressable>
        </View>
      ) : (
        <Pressable
          accessibilityRole="button"
          accessibilityLabel={\`Choose \${label}\`}
          aria-valuetext={chosen ? chosen.label : 'None'}
          onPress={() => setOpen(true)}
          style={styles.input}
        >
          <Text style={chosen ? styles.value : styles.placeholder}>{chosen ? chosen.label : \`Choose \${label.toLowerCase()}\`}</Text>
        </Pressable>
      )}
      <Modal visible={open} transparent animationType="fade" onRequestClose={() => setOpen(false)}>
        <View style={styles.backdrop}>
          <View style={styles.sheet}>
            <Text style={styles.title}>{label}</Text>
            <FlatList
              data={choices}
              keyExtractor={(option) => option.id || 'none'}
              renderItem={({ item }) => (
                <Pressable
                  accessibilityRole="button"
                  accessibilityLabel={item.label}
                  accessibilityState={{ selected: item.id === value }}
                  onPress={() => choose(item.id)}
                  style={styles.option}
                >
                  <Text style={[styles.optionText, item.id === value && styles.selected]}>{item.label}</Text>
                </Pressable>
              )}
            />
            <Pressable accessibilityRole="button" accessibilityLabel="Close" onPress={() => setOpen(false)} style={styles.option}>
              <Text style={styles.close}>Close</Text>
            </Pressable>
          </View>
        </View>
      </Modal>
    </FormField>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    input: {
      paddingHorizontal: 12,
      paddingVertical: 12,
      backgroundColor: colors.surface,
      borderWidth: 1,
      borderColor: colors.border,
      borderRadius: shape.radius,
    },
    value: { fontSize: 16, color: colors.text },
    placeholder: { fontSize: 16, color: colors.muted },
    emptyRow: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: 12 },
    empty: { fontSize: 14, color: colors.muted },
    create: { fontSize: 14, fontWeight: '600', color: colors.primaryText },
    backdrop: { flex: 1, backgroundColor: 'rgba(15, 23, 42, 0.5)', justifyContent: 'center', padding: 24 },
    sheet: { maxHeight: '80%', backgroundColor: colors.surface, borderRadius: shape.radius, paddingVertical: 8 },
    title: { fontSize: 17, fontWeight: shape.titleWeight, color: colors.text, padding: 16 },
    option: { paddingVertical: 12, paddingHorizontal: 16 },
    optionText: { fontSize: 16, color: colors.text },
    selected: { color: colors.primaryText, fontWeight: '700' },
    close: { fontSize: 16, color: colors.primaryText, textAlign: 'center' },
  });
`;
