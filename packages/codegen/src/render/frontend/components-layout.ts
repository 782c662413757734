/** Layout components of src/components: buttons, the Add button, the header's menu and dialogs. */

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
      android_ripple={{ color: 'rgba(0, 0, 0, 0.12)' }}
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

export const ADD_BUTTON = `import Ionicons from '@expo/vector-icons/Ionicons';
import { Platform, Pressable, StyleSheet, Text, View } from 'react-native';
import { useStyles, useTheme, type Theme } from '../theme';
import { Button } from './Button';

interface Props {
  /** "Add Dog". */
  title: string;
  onPress: () => void;
}

/** A list's Add: Material's floating action button on Android, a full-width button on iOS. */
export function AddButton({ title, onPress }: Props) {
  const styles = useStyles(makeStyles);
  const { colors } = useTheme();
  if (Platform.OS !== 'android') {
    return (
      <View style={styles.footer}>
        <Button title={title} onPress={onPress} />
      </View>
    );
  }
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={title}
      onPress={onPress}
      android_ripple={{ color: 'rgba(255, 255, 255, 0.3)' }}
      style={({ pressed }) => [styles.fab, pressed && styles.pressed]}
    >
      <Ionicons name="add" size={24} color={colors.onPrimary} />
      <Text style={styles.fabLabel}>{title}</Text>
    </Pressable>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    footer: { padding: 16, paddingTop: 8 },
    fab: {
      position: 'absolute',
      end: 16,
      bottom: 16,
      minHeight: 56,
      paddingHorizontal: 20,
      borderRadius: 16,
      flexDirection: 'row',
      alignItems: 'center',
      gap: 8,
      backgroundColor: colors.primary,
      boxShadow: '0 3px 8px rgba(0, 0, 0, 0.24)',
    },
    pressed: { opacity: 0.85 },
    fabLabel: { fontSize: 16, fontWeight: '500', fontFamily: shape.fontFamily, color: colors.onPrimary },
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
    trigger: { fontSize: 16, color: shape.headerFilled ? colors.onPrimary : colors.primaryText },
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
