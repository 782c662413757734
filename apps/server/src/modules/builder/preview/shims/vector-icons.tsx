import type { ReactNode } from 'react';
import { Text } from 'react-native-web';

/**
 * @expo/vector-icons without the icon fonts: each icon is a glyph from the system font, so the
 * preview downloads nothing. Names lose their platform prefixes and style suffixes first
 * (ios-add-circle-outline → add).
 */
const GLYPHS: Record<string, string> = {
  add: '+',
  plus: '+',
  remove: '−',
  minus: '−',
  close: '✕',
  x: '✕',
  clear: '✕',
  cancel: '✕',
  checkmark: '✓',
  check: '✓',
  done: '✓',
  'checkmark-done': '✓',
  trash: '🗑',
  delete: '🗑',
  'trash-can': '🗑',
  create: '✎',
  pencil: '✎',
  edit: '✎',
  'edit-2': '✎',
  search: '⌕',
  magnify: '⌕',
  home: '⌂',
  settings: '⚙',
  cog: '⚙',
  gear: '⚙',
  star: '★',
  'star-outline': '☆',
  heart: '♥',
  'heart-outline': '♡',
  person: '👤',
  user: '👤',
  account: '👤',
  people: '👥',
  users: '👥',
  calendar: '📅',
  time: '🕒',
  clock: '🕒',
  alarm: '⏰',
  notifications: '🔔',
  bell: '🔔',
  camera: '📷',
  image: '🖼',
  images: '🖼',
  photo: '🖼',
  mail: '✉',
  email: '✉',
  call: '📞',
  phone: '📞',
  location: '📍',
  'map-marker': '📍',
  map: '🗺',
  cart: '🛒',
  'shopping-cart': '🛒',
  bag: '👜',
  menu: '☰',
  list: '☰',
  grid: '▦',
  albums: '▤',
  layers: '◫',
  filter: '⏷',
  share: '⇪',
  'share-social': '⇪',
  send: '➤',
  'chevron-forward': '›',
  'chevron-right': '›',
  'chevron-back': '‹',
  'chevron-left': '‹',
  'chevron-up': '˄',
  'chevron-down': '˅',
  'arrow-forward': '→',
  'arrow-right': '→',
  'arrow-back': '←',
  'arrow-left': '←',
  'arrow-up': '↑',
  'arrow-down': '↓',
  refresh: '↻',
  reload: '↻',
  sync: '↻',
  information: 'ℹ',
  info: 'ℹ',
  help: '?',
  alert: '⚠',
  warning: '⚠',
  lock: '🔒',
  'lock-closed': '🔒',
  unlock: '🔓',
  'lock-open': '🔓',
  eye: '👁',
  'eye-off': '◌',
  play: '▶',
  pause: '⏸',
  stop: '■',
  'play-circle': '▶',
  musical: '♪',
  music: '♪',
  'musical-notes': '♫',
  book: '📖',
  bookmark: '🔖',
  document: '📄',
  'document-text': '📄',
  file: '📄',
  folder: '📁',
  cash: '💵',
  wallet: '👛',
  card: '💳',
  'credit-card': '💳',
  gift: '🎁',
  trophy: '🏆',
  flag: '⚑',
  fitness: '💪',
  barbell: '🏋',
  walk: '🚶',
  bicycle: '🚲',
  car: '🚗',
  airplane: '✈',
  restaurant: '🍴',
  cafe: '☕',
  pizza: '🍕',
  leaf: '🍃',
  flower: '✿',
  water: '💧',
  sunny: '☀',
  moon: '☾',
  cloud: '☁',
  rainy: '🌧',
  snow: '❄',
  thunderstorm: '⛈',
  partly: '⛅',
  paw: '🐾',
  medkit: '⚕',
  medical: '⚕',
  chatbubble: '💬',
  chatbubbles: '💬',
  chat: '💬',
  message: '💬',
  'log-out': '⎋',
  'log-in': '⎆',
  logout: '⎋',
  download: '⤓',
  upload: '⤒',
  link: '🔗',
  attach: '📎',
  pin: '📌',
  pricetag: '🏷',
  tag: '🏷',
  stats: '📊',
  'stats-chart': '📊',
  'bar-chart': '📊',
  analytics: '📈',
  'trending-up': '📈',
  pulse: '〜',
  'ellipsis-horizontal': '⋯',
  'ellipsis-vertical': '⋮',
  'dots-horizontal': '⋯',
  'dots-vertical': '⋮',
  'radio-button-on': '◉',
  'radio-button-off': '○',
  square: '□',
  checkbox: '☑',
  ellipse: '●',
  circle: '●',
};

export function glyphFor(name: string): string {
  const base = String(name)
    .toLowerCase()
    .replace(/^(ios|md|logo)-/, '');
  if (GLYPHS[base]) return GLYPHS[base];
  const trimmed = base.replace(
    /-(outline|sharp|circle|o|alt|outline-circle|fill|filled|box)$/g,
    '',
  );
  if (GLYPHS[trimmed]) return GLYPHS[trimmed];
  const first = trimmed.split('-').find((part) => GLYPHS[part]);
  return first ? GLYPHS[first]! : '•';
}

export interface IconProps {
  name: string;
  size?: number;
  color?: string;
  style?: unknown;
  testID?: string;
  accessibilityLabel?: string;
  children?: ReactNode;
}

function createIconSet(family: string) {
  function Icon({ name, size = 24, color = '#000', style, testID, accessibilityLabel }: IconProps) {
    return (
      <Text
        accessibilityLabel={accessibilityLabel ?? name}
        testID={testID}
        data-icon={`${family}:${name}`}
        style={[
          {
            fontSize: Math.round(size * 0.8),
            lineHeight: size,
            width: size,
            height: size,
            textAlign: 'center',
            color,
          },
          style,
        ]}
      >
        {glyphFor(name)}
      </Text>
    );
  }
  Icon.displayName = family;
  Icon.glyphMap = GLYPHS;
  Icon.Button = ({ children, ...props }: IconProps) => (
    <Text style={{ flexDirection: 'row', alignItems: 'center' }}>
      <Icon {...props} />
      {children}
    </Text>
  );
  Icon.loadFont = () => Promise.resolve();
  Icon.hasIcon = (name: string) => glyphFor(name) !== '•';
  return Icon;
}

export const Ionicons = createIconSet('Ionicons');
export const MaterialIcons = createIconSet('MaterialIcons');
export const MaterialCommunityIcons = createIconSet('MaterialCommunityIcons');
export const FontAwesome = createIconSet('FontAwesome');
export const FontAwesome5 = createIconSet('FontAwesome5');
export const Feather = createIconSet('Feather');
export const AntDesign = createIconSet('AntDesign');
export const Entypo = createIconSet('Entypo');
export const EvilIcons = createIconSet('EvilIcons');
export const Octicons = createIconSet('Octicons');
export const SimpleLineIcons = createIconSet('SimpleLineIcons');
export const Foundation = createIconSet('Foundation');
export const Zocial = createIconSet('Zocial');
export { createIconSet };
