/** The date input of src/components: the platform's own date (and time) picker. */

export const DATE_FIELD = `import { useState } from 'react';
import DateTimePicker, { DateTimePickerAndroid } from '@react-native-community/datetimepicker';
import { Platform, Pressable, StyleSheet, Text, View } from 'react-native';
import { formatDate } from '../format';
import { useStyles, useTheme, type Theme } from '../theme';
import { FormField } from './FormField';
import { TextField } from './TextField';

interface Props {
  label: string;
  /** "2025-01-31", or "2025-01-31 18:30" \`withTime\`; '' while none is chosen. */
  value: string;
  onChange: (value: string) => void;
  withTime?: boolean;
  error?: string;
  required?: boolean;
}

const pad = (part: number) => String(part).padStart(2, '0');

/** The stored text of a picked moment, in the device's time zone. */
function toStored(date: Date, withTime: boolean): string {
  const day = \`\${date.getFullYear()}-\${pad(date.getMonth() + 1)}-\${pad(date.getDate())}\`;
  return withTime ? \`\${day} \${pad(date.getHours())}:\${pad(date.getMinutes())}\` : day;
}

/** Where the picker opens: the stored moment, or now while there is none. */
function toDate(value: string): Date {
  const match = /^(\\d{4})-(\\d{2})-(\\d{2})(?:[ T](\\d{2}):(\\d{2}))?/.exec(value.trim());
  if (!match) return new Date();
  const [year, month, day, hours, minutes] = match.slice(1).map((part) => Number(part ?? 0));
  return new Date(year!, month! - 1, day!, hours, minutes);
}

/**
 * A date, or a date and time, chosen with the platform's picker: Android's dialogs (the date,
 * then the time), an inline calendar on iOS. The web, which has no such picker, types it.
 */
export function DateField({ label, value, onChange, withTime = false, error, required }: Props) {
  const styles = useStyles(makeStyles);
  const { colors, dark } = useTheme();
  const [open, setOpen] = useState(false);
  const placeholder = withTime ? 'YYYY-MM-DD HH:MM' : 'YYYY-MM-DD';
  if (Platform.OS === 'web') {
    return <TextField label={label} value={value} onChangeText={onChange} placeholder={placeholder} error={error} required={required} />;
  }
  const pick = (date: Date) => onChange(toStored(date, withTime));
  const choose = () => {
    if (Platform.OS !== 'android') {
      setOpen((shown) => !shown);
      return;
    }
    DateTimePickerAndroid.open({
      value: toDate(value),
      mode: 'date',
      onValueChange: (_event, day) => {
        if (!withTime) return pick(day);
        DateTimePickerAndroid.open({
          value: day,
          mode: 'time',
          onValueChange: (_timeEvent, time) =>
            pick(new Date(day.getFullYear(), day.getMonth(), day.getDate(), time.getHours(), time.getMinutes())),
        });
      },
    });
  };
  const clear = () => {
    setOpen(false);
    onChange('');
  };
  const shown = value.trim() === '' ? null : withTime ? \`\${formatDate(value)} \${value.trim().slice(11, 16)}\` : formatDate(value);
  return (
    <FormField label={label} required={required} error={error}>
      <View style={styles.row}>
        <Pressable
          accessibilityRole="button"
          accessibilityLabel={label}
          accessibilityValue={{ text: shown ?? 'Not set' }}
          aria-expanded={Platform.OS === 'ios' ? open : undefined}
          onPress={choose}
          style={[styles.input, error ? styles.invalid : null]}
        >
          <Text style={shown ? styles.value : styles.placeholder}>{shown ?? (withTime ? 'Choose date and time' : 'Choose date')}</Text>
        </Pressable>
        {!required && shown ? (
          <Pressable accessibilityRole="button" accessibilityLabel={\`Clear \${label}\`} onPress={clear} hitSlop={8} style={styles.clear}>
            <Text style={styles.clearText}>Clear</Text>
          </Pressable>
        ) : null}
      </View>
      {open ? (
        <DateTimePicker
          accessibilityLabel={\`\${label} picker\`}
          value={toDate(value)}
          mode={withTime ? 'datetime' : 'date'}
          display="inline"
          accentColor={colors.primary}
          themeVariant={dark ? 'dark' : 'light'}
          onValueChange={(_event, date) => pick(date)}
        />
      ) : null}
    </FormField>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    row: { flexDirection: 'row', alignItems: 'center', gap: 12 },
    input: {
      flex: 1,
      paddingHorizontal: 12,
      paddingVertical: 12,
      backgroundColor: colors.surface,
      borderWidth: 1,
      borderColor: colors.border,
      borderRadius: shape.radius,
    },
    invalid: { borderColor: colors.danger },
    value: { fontSize: 16, color: colors.text },
    placeholder: { fontSize: 16, color: colors.muted },
    clear: { paddingVertical: 8 },
    clearText: { fontSize: 14, fontWeight: '600', color: colors.primaryText },
  });
`;
