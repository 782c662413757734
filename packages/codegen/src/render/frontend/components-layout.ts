/** Layout components of src/components: buttons, header, tab bar, menu and dialogs. */

export const BUTTON = `import { Pressable, StyleSheet, Text } from 'react-native';
import { useStyles, type Theme } from '../theme';

type Variant = 'primary' | 'secondary' | 'danger';

interface Props {
  title: string;
  onPress: () => void;
  variant?: Variant;
  /** Read by screen readers; the title when absent. */
  accessibilityLabel?: string;
  disabled?: boolean;
}

export function Button({ title, onPress, variant = 'primary', accessibilityLabel, disabled = false }: Props) {
  const styles = useStyles(makeStyles);
  const labelStyle = variant === 'secondary' ? styles.secondaryLabel : styles.filledLabel;
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={accessibilityLabel ?? title}
      accessibilityState={{ disabled }}
      disabled={disabled}
      onPress={onPress}
      style={({ pressed }) => [styles.button, styles[variant], (pressed || disabled) && styles.dimmed]}
    >
      <Text style={[styles.label, labelStyle]}>{title}</Text>
    </Pressable>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    button: {
      minHeight: 46,
      paddingHorizontal: 18,
      borderRadius: shape.buttonRadius,
      alignItems: 'center',
      justifyContent: 'center',
    },
    primary: { backgroundColor: colors.primary },
    secondary: { backgroundColor: colors.surface, borderWidth: 1, borderColor: colors.border },
    danger: { backgroundColor: colors.danger },
    dimmed: { opacity: 0.6 },
    label: { fontSize: 16, fontWeight: shape.titleWeight },
    filledLabel: { color: colors.onPrimary },
    secondaryLabel: { color: colors.text },
  });
`;

export const HEADER = `import type { ReactNode } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useStyles, type Theme } from '../theme';

interface Props {
  title: string;
  /** A small line above the title: the app's name on its top-level screens. */
  overline?: string;
  /** Shows a back button when given. */
  onBack?: () => void;
  right?: ReactNode;
}

export function Header({ title, overline, onBack, right }: Props) {
  const styles = useStyles(makeStyles);
  return (
    <View style={styles.bar}>
      <View style={styles.side}>
        {onBack ? (
          <Pressable accessibilityRole="button" accessibilityLabel="Go back" onPress={onBack} hitSlop={8}>
            <Text style={styles.action}>‹ Back</Text>
          </Pressable>
        ) : null}
      </View>
      <View style={styles.titles}>
        {overline ? (
          <Text style={styles.overline} numberOfLines={1}>
            {overline}
          </Text>
        ) : null}
        <Text style={styles.title} numberOfLines={1} accessibilityRole="header">
          {title}
        </Text>
      </View>
      <View style={[styles.side, styles.right]}>{right}</View>
    </View>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    bar: {
      minHeight: 54,
      flexDirection: 'row',
      alignItems: 'center',
      paddingHorizontal: 12,
      backgroundColor: shape.headerFilled ? colors.primary : colors.surface,
      borderBottomWidth: shape.headerFilled ? 0 : StyleSheet.hairlineWidth,
      borderBottomColor: colors.border,
    },
    side: { minWidth: shape.headerAlign === 'center' ? 76 : 0, flexDirection: 'row', alignItems: 'center' },
    right: { justifyContent: 'flex-end' },
    titles: { flex: 1, marginHorizontal: 8 },
    overline: {
      fontSize: 11,
      fontWeight: '600',
      letterSpacing: 0.4,
      textAlign: shape.headerAlign,
      color: shape.headerFilled ? colors.onPrimary : colors.muted,
      opacity: shape.headerFilled ? 0.85 : 1,
    },
    title: {
      fontSize: shape.headerAlign === 'center' ? 17 : 20,
      fontWeight: shape.titleWeight,
      textAlign: shape.headerAlign,
      color: shape.headerFilled ? colors.onPrimary : colors.text,
    },
    action: { fontSize: 16, color: shape.headerFilled ? colors.onPrimary : colors.primary },
  });
`;

export const TAB_BAR = `import { Pressable, ScrollView, StyleSheet, Text, View } from 'react-native';
import type { Route } from '../navigation';
import { useStyles, type Theme } from '../theme';

export interface Tab {
  title: string;
  route: Route;
}

interface Props {
  tabs: readonly Tab[];
  active: Route['name'];
  onSelect: (route: Route) => void;
}

/** The bottom tab bar; it scrolls sideways when there are more than five tabs. */
export function TabBar({ tabs, active, onSelect }: Props) {
  const styles = useStyles(makeStyles);
  const items = tabs.map((tab) => {
    const selected = tab.route.name === active;
    return (
      <Pressable
        key={tab.route.name}
        accessibilityRole="tab"
        accessibilityLabel={tab.title}
        accessibilityState={{ selected }}
        onPress={() => onSelect(tab.route)}
        style={[styles.tab, tabs.length > 5 && styles.scrollingTab]}
      >
        <View style={[styles.marker, selected && styles.markerActive]} />
        <Text style={[styles.label, selected && styles.labelActive]} numberOfLines={1}>
          {tab.title}
        </Text>
      </Pressable>
    );
  });
  return (
    <View style={styles.bar} accessibilityRole="tablist">
      {tabs.length > 5 ? (
        <ScrollView horizontal showsHorizontalScrollIndicator={false}>
          {items}
        </ScrollView>
      ) : (
        items
      )}
    </View>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    bar: {
      flexDirection: 'row',
      backgroundColor: colors.surface,
      borderTopWidth: StyleSheet.hairlineWidth,
      borderTopColor: colors.border,
    },
    tab: { flex: 1, alignItems: 'center', paddingTop: 6, paddingBottom: 10, paddingHorizontal: 4 },
    scrollingTab: { flex: 0, minWidth: 84, paddingHorizontal: 12 },
    marker: { width: 28, height: 3, borderRadius: 2, marginBottom: 6, backgroundColor: 'transparent' },
    markerActive: { backgroundColor: colors.primary },
    label: { fontSize: 12, color: colors.muted },
    labelActive: { color: colors.primary, fontWeight: shape.titleWeight },
  });
`;

export const MENU_BUTTON = `import { useState } from 'react';
import { Modal, Pressable, StyleSheet, Text, View } from 'react-native';
import { useStyles, type Theme } from '../theme';

export interface MenuItem {
  title: string;
  onPress: () => void;
}

/** A header button opening a list of the app's other screens. */
export function MenuButton({ items }: { items: readonly MenuItem[] }) {
  const styles = useStyles(makeStyles);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Pressable accessibilityRole="button" accessibilityLabel="Open menu" onPress={() => setOpen(true)} hitSlop={8}>
        <Text style={styles.trigger}>Menu</Text>
      </Pressable>
      <Modal visible={open} transparent animationType="fade" onRequestClose={() => setOpen(false)}>
        <Pressable style={styles.backdrop} accessibilityLabel="Close menu" onPress={() => setOpen(false)}>
          <View style={styles.sheet}>
            {items.map((item) => (
              <Pressable
                key={item.title}
                accessibilityRole="button"
                accessibilityLabel={item.title}
                style={styles.item}
                onPress={() => {
                  setOpen(false);
                  item.onPress();
                }}
              >
                <Text style={styles.itemText}>{item.title}</Text>
              </Pressable>
            ))}
          </View>
        </Pressable>
      </Modal>
    </>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    trigger: { fontSize: 16, color: shape.headerFilled ? colors.onPrimary : colors.primary },
    backdrop: { flex: 1, backgroundColor: 'rgba(15, 23, 42, 0.4)', alignItems: 'flex-end', padding: 12, paddingTop: 56 },
    sheet: { minWidth: 200, backgroundColor: colors.surface, borderRadius: shape.radius, paddingVertical: 6 },
    item: { paddingVertical: 12, paddingHorizontal: 16 },
    itemText: { fontSize: 16, color: colors.text },
  });
`;

export const CONFIRM_DIALOG = `import { Modal, StyleSheet, Text, View } from 'react-native';
import { useStyles, type Theme } from '../theme';
import { Button } from './Button';

interface Props {
  visible: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation built on Modal (Alert.alert does nothing on the web). */
export function ConfirmDialog({ visible, title, message, confirmLabel = 'Delete', onConfirm, onCancel }: Props) {
  const styles = useStyles(makeStyles);
  return (
    <Modal visible={visible} transparent animationType="fade" onRequestClose={onCancel}>
      <View style={styles.backdrop}>
        <View style={styles.dialog} accessibilityRole="alert">
          <Text style={styles.title}>{title}</Text>
          <Text style={styles.message}>{message}</Text>
          <View style={styles.actions}>
            <View style={styles.action}>
              <Button title="Cancel" variant="secondary" onPress={onCancel} />
            </View>
            <View style={styles.action}>
              <Button title={confirmLabel} variant="danger" onPress={onConfirm} />
            </View>
          </View>
        </View>
      </View>
    </Modal>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    backdrop: { flex: 1, backgroundColor: 'rgba(15, 23, 42, 0.5)', justifyContent: 'center', padding: 24 },
    dialog: { backgroundColor: colors.surface, borderRadius: shape.radius, padding: 20 },
    title: { fontSize: 18, fontWeight: shape.titleWeight, color: colors.text, marginBottom: 8 },
    message: { fontSize: 15, color: colors.muted, marginBottom: 20 },
    actions: { flexDirection: 'row', gap: 12 },
    action: { flex: 1 },
  });
`;
