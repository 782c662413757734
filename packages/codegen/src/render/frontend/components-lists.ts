/** List tools of src/components: search box, chips, favourite star, rating stars, empty state and stat card. */

export const SEARCH_BAR = `import { Pressable, StyleSheet, Text, TextInput, View } from 'react-native';
import { useStyles, useTheme, type Theme } from '../theme';

interface Props {
  value: string;
  onChangeText: (value: string) => void;
  placeholder: string;
}

export function SearchBar({ value, onChangeText, placeholder }: Props) {
  const styles = useStyles(makeStyles);
  const { colors } = useTheme();
  return (
    <View style={styles.box}>
      <TextInput
        accessibilityLabel={placeholder}
        placeholder={placeholder}
        placeholderTextColor={colors.muted}
        value={value}
        onChangeText={onChangeText}
        autoCorrect={false}
        style={styles.input}
      />
      {value ? (
        <Pressable accessibilityRole="button" accessibilityLabel="Clear search" onPress={() => onChangeText('')} hitSlop={8}>
          <Text style={styles.clear}>×</Text>
        </Pressable>
      ) : null}
    </View>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    box: {
      flexDirection: 'row',
      alignItems: 'center',
      marginHorizontal: 16,
      marginTop: 12,
      paddingHorizontal: 12,
      borderRadius: shape.radius,
      borderWidth: 1,
      borderColor: colors.border,
      backgroundColor: colors.surface,
    },
    input: { flex: 1, paddingVertical: 10, fontSize: 16, color: colors.text },
    clear: { fontSize: 22, color: colors.muted, paddingHorizontal: 4 },
  });
`;

export const TOGGLE_CHIP = `import { Pressable, StyleSheet, Text } from 'react-native';
import { useStyles, type Theme } from '../theme';

interface Props {
  label: string;
  selected?: boolean;
  onPress: () => void;
  accessibilityLabel?: string;
}

/** A small pill button: a filter option, the sort order, "favourites only". */
export function ToggleChip({ label, selected = false, onPress, accessibilityLabel }: Props) {
  const styles = useStyles(makeStyles);
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={accessibilityLabel ?? label}
      accessibilityState={{ selected }}
      onPress={onPress}
      style={[styles.chip, selected && styles.selected]}
    >
      <Text style={[styles.text, selected && styles.selectedText]}>{label}</Text>
    </Pressable>
  );
}

const makeStyles = ({ colors }: Theme) =>
  StyleSheet.create({
    chip: {
      paddingVertical: 6,
      paddingHorizontal: 12,
      borderRadius: 999,
      borderWidth: 1,
      borderColor: colors.border,
      backgroundColor: colors.surface,
    },
    selected: { borderColor: colors.primary, backgroundColor: colors.primarySoft },
    text: { fontSize: 14, color: colors.text },
    selectedText: { color: colors.primaryText, fontWeight: '600' },
  });
`;

export const FILTER_CHIPS = `import { ScrollView, StyleSheet } from 'react-native';
import { ToggleChip } from './ToggleChip';

interface Props<T extends string> {
  label: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
}

/** One row of filter chips: "All" and each option. */
export function FilterChips<T extends string>({ label, options, value, onChange }: Props<T>) {
  return (
    <ScrollView horizontal showsHorizontalScrollIndicator={false} style={styles.strip} contentContainerStyle={styles.row}>
      <ToggleChip label={\`All \${label.toLowerCase()}\`} selected={value === null} onPress={() => onChange(null)} />
      {options.map((option) => (
        <ToggleChip
          key={option}
          label={option}
          accessibilityLabel={\`\${label}: \${option}\`}
          selected={value === option}
          onPress={() => onChange(value === option ? null : option)}
        />
      ))}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  strip: { flexGrow: 0 },
  row: { alignItems: 'center', gap: 8, paddingHorizontal: 16, paddingTop: 10 },
});
`;

export const FAVORITE_BUTTON = `import { Pressable, StyleSheet, Text } from 'react-native';
import { useStyles, type Theme } from '../theme';

interface Props {
  active: boolean;
  onToggle: () => void;
}

export function FavoriteButton({ active, onToggle }: Props) {
  const styles = useStyles(makeStyles);
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={active ? 'Remove from favourites' : 'Add to favourites'}
      accessibilityState={{ selected: active }}
      onPress={onToggle}
      hitSlop={10}
    >
      <Text style={[styles.star, active && styles.active]}>{active ? '★' : '☆'}</Text>
    </Pressable>
  );
}

const makeStyles = ({ colors }: Theme) =>
  StyleSheet.create({
    star: { fontSize: 24, color: colors.muted },
    active: { color: '#F59E0B' },
  });
`;

export const RATING_STARS = `import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useStyles, type Theme } from '../theme';

const STARS = [1, 2, 3, 4, 5];

interface Props {
  value: number | null;
  /** Makes the stars tappable; tapping the current rating clears it. */
  onChange?: (value: number | null) => void;
  size?: number;
}

export function RatingStars({ value, onChange, size = 24 }: Props) {
  const styles = useStyles(makeStyles);
  const rating = value ?? 0;
  if (!onChange) {
    return (
      <Text style={[styles.star, { fontSize: size }]} accessibilityLabel={\`\${rating} of 5 stars\`}>
        {STARS.map((star) => (star <= rating ? '★' : '☆')).join('')}
      </Text>
    );
  }
  return (
    <View style={styles.row}>
      {STARS.map((star) => (
        <Pressable
          key={star}
          accessibilityRole="button"
          accessibilityLabel={\`\${star} star\${star === 1 ? '' : 's'}\`}
          accessibilityState={{ selected: star <= rating }}
          onPress={() => onChange(star === rating ? null : star)}
          hitSlop={4}
        >
          <Text style={[styles.star, { fontSize: size }, star > rating && styles.empty]}>{star <= rating ? '★' : '☆'}</Text>
        </Pressable>
      ))}
    </View>
  );
}

const makeStyles = ({ colors }: Theme) =>
  StyleSheet.create({
    row: { flexDirection: 'row', gap: 6 },
    star: { color: '#F59E0B' },
    empty: { color: colors.muted },
  });
`;
export const STAT_CARD = `import { StyleSheet, Text, View } from 'react-native';
import { useStyles, type Theme } from '../theme';

export function StatCard({ label, value }: { label: string; value: string }) {
  const styles = useStyles(makeStyles);
  return (
    <View style={styles.card} accessibilityLabel={\`\${label}: \${value}\`}>
      <Text style={styles.value}>{value}</Text>
      <Text style={styles.label}>{label}</Text>
    </View>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    card: {
      flexGrow: 1,
      flexBasis: '45%',
      padding: 14,
      borderRadius: shape.radius,
      backgroundColor: colors.surface,
      borderColor: colors.border,
      ...shape.card,
    },
    value: { fontSize: 22, fontWeight: shape.titleWeight, color: colors.primaryText },
    label: { marginTop: 4, fontSize: 13, color: colors.muted },
  });
`;
export const EMPTY_STATE = `import { StyleSheet, Text, View } from 'react-native';
import { useStyles, type Theme } from '../theme';
import { Button } from './Button';

interface Props {
  title: string;
  message?: string;
  actionLabel?: string;
  onAction?: () => void;
}

export function EmptyState({ title, message, actionLabel, onAction }: Props) {
  const styles = useStyles(makeStyles);
  return (
    <View style={styles.box}>
      <Text style={styles.title}>{title}</Text>
      {message ? <Text style={styles.message}>{message}</Text> : null}
      {actionLabel && onAction ? <Button title={actionLabel} onPress={onAction} /> : null}
    </View>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    box: { flex: 1, alignItems: 'center', justifyContent: 'center', padding: 32, gap: 12 },
    title: { fontSize: 18, fontWeight: shape.titleWeight, color: colors.text, textAlign: 'center' },
    message: { fontSize: 15, color: colors.muted, textAlign: 'center' },
  });
`;
