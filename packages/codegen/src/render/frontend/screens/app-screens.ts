import type { Feature } from '../../../app-spec.ts';
import type { AppModel, ScreenModel } from '../../model.ts';
import { indent, lines, str } from '../../names.ts';

/** The settings screen and the first-launch onboarding slides. */

export function settingsScreen(model: AppModel, screen: ScreenModel) {
  const { darkMode, profile, onboarding } = model.settings;
  const store = darkMode || profile || onboarding;
  const components = [
    'Button',
    'ConfirmDialog',
    darkMode && 'SwitchField',
    profile && 'TextField',
  ].filter((name): name is string => typeof name === 'string');
  const sections = lines(
    profile &&
      `<View style={styles.card}>
  <Text style={styles.section}>Profile</Text>
  <TextField
    label="Your name"
    value={name ?? settings.profileName}
    onChangeText={(value) => {
      setName(value);
      void update({ profileName: value });
    }}
  />
</View>`,
    darkMode &&
      `<View style={styles.card}>
  <Text style={styles.section}>Appearance</Text>
  <SwitchField label="Dark mode" value={settings.darkMode} onValueChange={(value) => void update({ darkMode: value })} />
</View>`,
    `<View style={styles.card}>
  <Text style={styles.section}>Data</Text>
  <Text style={styles.note}>${model.has('offline') ? 'Everything is saved on this device, so the app works offline.' : 'Everything is saved on this device.'}</Text>
  <Button title="Clear all data" variant="danger" onPress={() => setConfirming(true)} />
  {cleared ? <Text style={styles.note}>All records were deleted.</Text> : null}
</View>`,
    onboarding &&
      `<Button title="Show the introduction again" variant="secondary" onPress={() => void update({ onboarded: false })} />`,
    `<View style={styles.about}>
  <Text style={styles.appName}>{APP_NAME}</Text>
  <Text style={styles.note}>Version {APP_VERSION}</Text>
</View>
<ConfirmDialog
  visible={confirming}
  title="Clear all data?"
  message="Every record in the app will be deleted. This cannot be undone."
  confirmLabel="Clear"
  onConfirm={() => void clear()}
  onCancel={() => setConfirming(false)}
/>`,
  );
  return `${lines(
    "import { useState } from 'react';",
    "import { ScrollView, StyleSheet, Text, View } from 'react-native';",
    ...components.map((name) => `import { ${name} } from '../components/${name}';`),
    store && "import { useSettings } from '../hooks';",
    "import { clearAllData } from '../storage';",
    "import { useStyles, type Theme } from '../theme';",
  )}

const APP_NAME = ${str(model.spec.appName)};
const APP_VERSION = '1.0.0';

export function ${screen.component}() {
  const styles = useStyles(makeStyles);
${lines(
  store && '  const { settings, update } = useSettings();',
  profile && '  const [name, setName] = useState<string | null>(null);',
  '  const [confirming, setConfirming] = useState(false);',
  '  const [cleared, setCleared] = useState(false);',
)}

  const clear = async () => {
    setConfirming(false);
    await clearAllData();
    setCleared(true);
  };

  return (
    <ScrollView contentInsetAdjustmentBehavior="automatic" contentContainerStyle={styles.content}>
${indent(sections, 6)}
    </ScrollView>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    content: { padding: 16, gap: 16 },
    card: {
      padding: 16,
      gap: 12,
      borderRadius: shape.radius,
      backgroundColor: colors.surface,
      borderColor: colors.border,
      ...shape.card,
    },
    section: { fontSize: 13, fontWeight: '700', color: colors.muted, textTransform: 'uppercase' },
    note: { fontSize: 14, color: colors.muted },
    about: { alignItems: 'center', gap: 4, paddingVertical: 8 },
    appName: { fontSize: 16, fontWeight: shape.titleWeight, color: colors.text },
  });
`;
}

const FEATURE_WORDS: Partial<Record<Feature, string>> = {
  search: 'search',
  filters: 'filters',
  sorting: 'sorting',
  favorites: 'favourites',
  tags: 'tags',
  stats: 'stats',
  reminders: 'a calendar',
  sharing: 'sharing',
  darkMode: 'dark mode',
};

const listed = (words: string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

export function onboardingScreen(model: AppModel, screen: ScreenModel) {
  const { appName, description } = model.spec;
  const kinds = listed(model.entities.map((entity) => entity.lowerPlural));
  const features = model.spec.features
    .map((feature) => FEATURE_WORDS[feature])
    .filter((word): word is string => !!word);
  const slides = [
    {
      title: `Welcome to ${appName}`,
      text: description.trim() || `Keep track of your ${kinds} in one place.`,
    },
    {
      title: 'Add your first entries',
      text: `Create ${kinds}, edit them any time and keep everything on your device.`,
    },
    ...(features.length > 0
      ? [
          {
            title: 'Good to know',
            text: `${listed(features).replace(/^./, (letter) => letter.toUpperCase())} are built in.`,
          },
        ]
      : []),
  ];
  return `import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../components/Button';
import { useStyles, type Theme } from '../theme';

const SLIDES = [
${slides.map((slide) => `  {\n    title: ${str(slide.title)},\n    text: ${str(slide.text)},\n  },`).join('\n')}
];

/** Shown on first launch; \`onDone\` records that it was seen. */
export function ${screen.component}({ onDone }: { onDone: () => void }) {
  const styles = useStyles(makeStyles);
  const [index, setIndex] = useState(0);
  const slide = SLIDES[index]!;
  const last = index === SLIDES.length - 1;
  return (
    <View style={styles.screen}>
      <View style={styles.body}>
        <Text style={styles.title} accessibilityRole="header">
          {slide.title}
        </Text>
        <Text style={styles.text}>{slide.text}</Text>
      </View>
      <View style={styles.dots}>
        {SLIDES.map((item, position) => (
          <View key={item.title} style={[styles.dot, position === index && styles.activeDot]} />
        ))}
      </View>
      <View style={styles.actions}>
        {last ? (
          <Button title="Get started" onPress={onDone} />
        ) : (
          <>
            <Button title="Next" onPress={() => setIndex(index + 1)} />
            <Button title="Skip" variant="secondary" onPress={onDone} />
          </>
        )}
      </View>
    </View>
  );
}

const makeStyles = ({ colors, shape }: Theme) =>
  StyleSheet.create({
    screen: { flex: 1, padding: 24, backgroundColor: colors.background },
    body: { flex: 1, justifyContent: 'center', gap: 16 },
    title: { fontSize: 28, fontWeight: shape.titleWeight, color: colors.text, textAlign: 'center' },
    text: { fontSize: 17, lineHeight: 24, color: colors.muted, textAlign: 'center' },
    dots: { flexDirection: 'row', justifyContent: 'center', gap: 8, marginBottom: 24 },
    dot: { width: 8, height: 8, borderRadius: 4, backgroundColor: colors.border },
    activeDot: { width: 20, backgroundColor: colors.primary },
    actions: { gap: 10 },
  });
`;
}
