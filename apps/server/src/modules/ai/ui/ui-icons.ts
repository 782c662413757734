/** An icon per tab or state, in each framework's own set; `glyph` is the web's (aria-hidden). */
export interface UiIcon {
  /** SF Symbols name. */
  sf: string;
  /** Material icon in `Icons.Filled` of material-icons-core. */
  material: string;
  glyph: string;
}

const ICONS: [RegExp, UiIcon][] = [
  [/\b(?:home|feed|start)\b/i, { sf: 'house', material: 'Home', glyph: '⌂' }],
  [
    /\b(?:search|explore|discover|find)\b/i,
    { sf: 'magnifyingglass', material: 'Search', glyph: '⌕' },
  ],
  [/\b(?:profile|account|me|user|you)\b/i, { sf: 'person', material: 'Person', glyph: '☺' }],
  [/\b(?:settings|preferences|options)\b/i, { sf: 'gearshape', material: 'Settings', glyph: '⚙' }],
  [
    /\b(?:notifications?|alerts?|activity)\b/i,
    { sf: 'bell', material: 'Notifications', glyph: '🔔' },
  ],
  [
    /\b(?:favou?rites?|likes?|saved|wishlist)\b/i,
    { sf: 'heart', material: 'Favorite', glyph: '♥' },
  ],
  [
    /\b(?:cart|shop|store|basket|orders?)\b/i,
    { sf: 'cart', material: 'ShoppingCart', glyph: '🛒' },
  ],
  [/\b(?:messages?|chats?|inbox|mail)\b/i, { sf: 'envelope', material: 'Email', glyph: '✉' }],
  [
    /\b(?:calendar|schedule|events?|bookings?)\b/i,
    { sf: 'calendar', material: 'DateRange', glyph: '📅' },
  ],
  [
    /\b(?:add|create|new|post|compose)\b/i,
    { sf: 'plus.circle', material: 'AddCircle', glyph: '＋' },
  ],
  [
    /\b(?:tasks?|todos?|to-dos?|done|checklist)\b/i,
    { sf: 'checklist', material: 'CheckCircle', glyph: '✓' },
  ],
  [/\b(?:map|places?|locations?|nearby)\b/i, { sf: 'map', material: 'Place', glyph: '📍' }],
  [/\b(?:calls?|phone|contacts?)\b/i, { sf: 'phone', material: 'Call', glyph: '☎' }],
];

const DEFAULT_ICON: UiIcon = { sf: 'star', material: 'Star', glyph: '★' };

export const iconFor = (label: string): UiIcon =>
  ICONS.find(([pattern]) => pattern.test(label))?.[1] ?? DEFAULT_ICON;

export const materialIconImport = (icon: UiIcon) =>
  `androidx.compose.material.icons.filled.${icon.material}`;
