/** Form inputs of src/components: one per kind of field (see field-types.ts). */

export const FORM_FIELD = `import type { ReactNode } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { useStyles, type Theme } from '../theme';

interface Props {
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}

/** A labelled form row with its validation message. */
export function FormField({ label, required = false, error, children }: Props) {
  const styles = useStyles(makeStyles);
  return (
    <View style={styles.field}>
      <View style={styles.labelRow}>
        <Text style={styles.label}>{label}</Text>
        {required ? <Text style={styles.required}>*</Text> : null}
      </View>
      {children}
      {error ? (
        <Text style={styles.error} accessibilityLiveRegion="polite">
          {error}
        </Text>
      ) : null}
    </View>
  );
}

const makeStyles = ({ colors }: Theme) =>
  StyleSheet.create({
    field: { marginBottom: 16 },
    labelRow: { flexDirection: 'row', gap: 4, marginBottom: 6 },
    label: { fontSize: 14, fontWeight: '600', color: colors.text },
    required: { fontSize: 14, color: colors.danger },
    error: { marginTop: 6, fontSize: 13, color: colors.danger },
  });
`;

export const TEXT_FIELD = `import { StyleSheet, TextInput, type KeyboardTypeOptions } from 'react-native';
import { useStyles, useTheme, type Theme } from '../theme';
import { FormField } from './FormField';

interface Props {
  label: string;
  value: string;
  onChangeText: (value: string) => void;
  error?: string;
  required?: boolean;
  placeholder?: string;
  keyboardType?: KeyboardTypeOptions;
  multiline?: boolean;
}

export function TextField({ label, value, onChangeText, error, required, placeholder, keyboardType, multiline }: Props) {
  const styles = useStyles(makeStyles);
  const { colors } = useTheme();
  const plain = keyboardType === 'email-address' || keyboardType === 'url';
  return (
    <FormField label={label} required={required} error={error}>
      <TextInput
        accessibilityLabel={label}
        value={value}
        onChangeText={onChangeText}
        placeholder={placeholder}
        placeholderTextColor={colors.muted}
        keyboardType={keyboardType}
        autoCapitalize={plain ? 'none' : 'sentences'}
        autoCorrect={!plain}
        multiline={multiline}
        style={[styles.input, multiline && styles.multiline, error ? styles.invalid : null]}
      />
    </FormField>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    input: {
      paddingHorizontal: 12,
      paddingVertical: 10,
      fontSize: 16,
      color: colors.text,
      backgroundColor: colors.surface,
      borderWidth: 1,
      borderColor: colors.border,
      borderRadius: shape.radius,
    },
    multiline: { minHeight: 96, textAlignVertical: 'top' },
    invalid: { borderColor: colors.danger },
  });
`;

export const SWITCH_FIELD = `import { StyleSheet, Switch, Text, View } from 'react-native';
import { useStyles, useTheme, type Theme } from '../theme';

interface Props {
  label: string;
  value: boolean;
  onValueChange: (value: boolean) => void;
}

export function SwitchField({ label, value, onValueChange }: Props) {
  const styles = useStyles(makeStyles);
  const { colors } = useTheme();
  return (
    <View style={styles.row}>
      <Text style={styles.label}>{label}</Text>
      <Switch
        accessibilityLabel={label}
        value={value}
        onValueChange={onValueChange}
        trackColor={{ false: colors.border, true: colors.primary }}
      />
    </View>
  );
}

const makeStyles = ({ colors }: Theme) =>
  StyleSheet.create({
    row: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', marginBottom: 16 },
    label: { flex: 1, fontSize: 14, fontWeight: '600', color: colors.text },
  });
`;

export const RATING_FIELD = `import { FormField } from './FormField';
import { RatingStars } from './RatingStars';

interface Props {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
  required?: boolean;
}

export function RatingField({ label, value, onChange, error, required }: Props) {
  return (
    <FormField label={label} required={required} error={error}>
      <RatingStars value={value} onChange={onChange} size={30} />
    </FormField>
  );
}
`;
