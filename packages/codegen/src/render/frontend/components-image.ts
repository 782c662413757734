/** The picture input of src/components: a photo from the device, or a link to one. */

export const IMAGE_FIELD = `import { useState } from 'react';
import * as ImagePicker from 'expo-image-picker';
import { Image, Pressable, StyleSheet, Text, TextInput, View } from 'react-native';
import { useStyles, useTheme, type Theme } from '../theme';
import { isImage } from '../validation';
import { FormField } from './FormField';

interface Props {
  label: string;
  /** The uri of a photo picked on the device, or a web address; '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** Uris the image picker hands back (a file on the device, or the image itself on the web). */
const isPicked = (value: string) => /^(file|content|ph|assets-library|data):/i.test(value.trim());

/** A photo chosen from the device's library; pasting a web address is the other way in. */
export function ImageField({ label, value, onChange, error, required }: Props) {
  const styles = useStyles(makeStyles);
  const { colors } = useTheme();
  const picture = value.trim();
  const [linking, setLinking] = useState(picture !== '' && !isPicked(picture));
  const [focusLink, setFocusLink] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const choose = async () => {
    setNotice(null);
    try {
      const permission = await ImagePicker.requestMediaLibraryPermissionsAsync();
      if (!permission.granted) {
        setNotice('Allow access to your photos in the Settings app to choose one.');
        return;
      }
      const result = await ImagePicker.launchImageLibraryAsync({ mediaTypes: ['images'], quality: 0.8 });
      const asset = result.canceled ? undefined : result.assets[0];
      if (!asset) return;
      onChange(asset.uri);
      setLinking(false);
    } catch {
      setNotice('Your photos could not be opened. Try again, or paste a link.');
    }
  };
  const openLink = () => {
    setLinking(true);
    setFocusLink(true);
  };

  return (
    <FormField label={label} required={required} error={error}>
      {isImage(picture) && failed !== picture ? (
        <Image
          source={{ uri: picture }}
          accessibilityLabel={\`\${label} preview\`}
          style={styles.preview}
          resizeMode="cover"
          onError={() => setFailed(picture)}
        />
      ) : null}
      <View style={styles.actions}>
        <Pressable accessibilityRole="button" accessibilityLabel={\`Choose \${label}\`} onPress={() => void choose()} style={styles.choose}>
          <Text style={styles.chooseText}>{picture ? 'Choose another photo' : 'Choose photo'}</Text>
        </Pressable>
        {picture ? (
          <Pressable accessibilityRole="button" accessibilityLabel={\`Remove \${label}\`} onPress={() => onChange('')} hitSlop={8}>
            <Text style={styles.link}>Remove</Text>
          </Pressable>
        ) : null}
      </View>
      {notice ? (
        <Text style={styles.notice} accessibilityLiveRegion="polite">
          {notice}
        </Text>
      ) : null}
      {linking ? (
        <TextInput
          accessibilityLabel={\`\${label} link\`}
          value={isPicked(picture) ? '' : value}
          onChangeText={onChange}
          placeholder="https://…"
          placeholderTextColor={colors.muted}
          keyboardType="url"
          autoCapitalize="none"
          autoCorrect={false}
          autoFocus={focusLink}
          style={[styles.input, error ? styles.invalid : null]}
        />
      ) : (
        <Pressable accessibilityRole="button" accessibilityLabel={\`Paste a link for \${label}\`} onPress={openLink} hitSlop={8} style={styles.paste}>
          <Text style={styles.link}>or paste a link</Text>
        </Pressable>
      )}
    </FormField>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    preview: { height: 160, marginBottom: 10, borderRadius: shape.radius, backgroundColor: colors.border },
    actions: { flexDirection: 'row', alignItems: 'center', gap: 16 },
    choose: {
      paddingVertical: 10,
      paddingHorizontal: 14,
      borderWidth: 1,
      borderColor: colors.primary,
      borderRadius: shape.buttonRadius,
    },
    chooseText: { fontSize: 15, fontWeight: '600', color: colors.primaryText },
    link: { fontSize: 14, fontWeight: '600', color: colors.primaryText },
    notice: { marginTop: 8, fontSize: 13, color: colors.muted },
    paste: { alignSelf: 'flex-start', marginTop: 10 },
    input: {
      marginTop: 10,
      paddingHorizontal: 12,
      paddingVertical: 10,
      fontSize: 16,
      color: colors.text,
      backgroundColor: colors.surface,
      borderWidth: 1,
      borderColor: colors.border,
      borderRadius: shape.radius,
    },
    invalid: { borderColor: colors.danger },
  });
`;
