/** src/components for computed values and one-tap actions: value chips and lines, and the action button. */

export const VALUE_CHIPS = `import { StyleSheet, Text, View } from 'react-native';
import type { ValueText } from '../behaviour';
import { useStyles, type Theme } from '../theme';

interface Props {
  values: ValueText[];
  /** In a row: short chips, yes/no values only when they ask for attention. Else one line per value. */
  compact?: boolean;
}

export function ValueChips({ values, compact = false }: Props) {
  const styles = useStyles(makeStyles);
  if (compact) {
    const shown = values.filter((value) => !value.flag || value.alert);
    if (shown.length === 0) return null;
    return (
      <View style={styles.chips}>
        {shown.map((value) => (
          <Text key={value.label} style={[styles.chip, value.alert && styles.alert]} numberOfLines={1}>
            {value.flag ? value.label : \`\${value.label}: \${value.text}\`}
          </Text>
        ))}
      </View>
    );
  }
  return (
    <View style={styles.lines}>
      {values.map((value) => (
        <View key={value.label} style={styles.line} accessible accessibilityLabel={\`\${value.label}: \${value.text}\`}>
          <Text style={styles.label}>{value.label}</Text>
          <Text style={[styles.value, value.alert && styles.alertText]}>{value.text}</Text>
        </View>
      ))}
    </View>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    chips: { flexDirection: 'row', flexWrap: 'wrap', gap: 6, marginTop: 6 },
    chip: {
      paddingHorizontal: 8,
      paddingVertical: 2,
      borderRadius: shape.radius,
      overflow: 'hidden',
      fontSize: 12,
      fontWeight: '600',
      color: colors.text,
      backgroundColor: colors.primarySoft,
    },
    /** Asks for attention: red text and edge, on the row's own colour. */
    alert: { color: colors.danger, backgroundColor: 'transparent', borderWidth: 1, borderColor: colors.danger },
    lines: { gap: 10 },
    line: { flexDirection: 'row', justifyContent: 'space-between', gap: 12 },
    label: { fontSize: 15, color: colors.muted },
    value: { flexShrink: 1, fontSize: 15, fontWeight: '600', color: colors.text },
    alertText: { color: colors.danger },
  });
`;

export const ACTION_BUTTON = `import { useState } from 'react';
import { Pressable, StyleSheet, Text } from 'react-native';
import type { RecordAction } from '../behaviour';
import { useStyles, type Theme } from '../theme';

interface Props {
  action: RecordAction;
  /** The record it acts on, for screen readers ("Check off today: Read"). */
  subject: string;
}

/** A one-tap action; once done (checked off today, returned) it says so and cannot be tapped again. */
export function ActionButton({ action, subject }: Props) {
  const styles = useStyles(makeStyles);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const disabled = action.done || busy;
  const press = () => {
    setBusy(true);
    setFailed(undefined);
    action.run().then(
      () => setBusy(false),
      (error: unknown) => {
        setBusy(false);
        setFailed(error instanceof Error ? error.message : String(error));
      },
    );
  };
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={\`\${action.done ? action.doneLabel : action.label}: \${subject}\`}
      accessibilityHint={failed}
      accessibilityState={{ disabled, checked: action.done }}
      disabled={disabled}
      onPress={press}
      hitSlop={6}
      style={({ pressed }) => [styles.button, action.done && styles.done, (pressed || busy) && styles.pressed]}
    >
      <Text style={[styles.label, action.done && styles.doneLabel]} numberOfLines={1}>
        {failed ? 'Try again' : action.done ? \`✓ \${action.doneLabel}\` : action.label}
      </Text>
    </Pressable>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    button: {
      minHeight: 36,
      justifyContent: 'center',
      paddingHorizontal: 12,
      borderRadius: shape.buttonRadius,
      backgroundColor: colors.primary,
    },
    done: { backgroundColor: colors.primarySoft },
    pressed: { opacity: 0.7 },
    label: { fontSize: 14, fontWeight: '600', color: colors.onPrimary },
    doneLabel: { color: colors.text },
  });
`;
