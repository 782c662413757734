import { words } from './lists.ts';
import type { Category } from './types.ts';

/**
 * The category browser's categories: their labels, the words that name a category as a whole
 * ("a food app", "something for my business") and the kind such a prompt gets.
 */
export const CATEGORIES: Category[] = [
  {
    id: 'business',
    label: 'Business',
    topics: words('business, small business, entrepreneur, smb'),
    defaultKind: 'clients',
  },
  {
    id: 'productivity',
    label: 'Productivity',
    topics: words('productivity, productive, organization, organisation, getting organized'),
    defaultKind: 'tasks',
  },
  {
    id: 'finance',
    label: 'Finance',
    topics: words('finance, financial, fintech, banking, accounting, bookkeeping'),
    defaultKind: 'expenses',
  },
  {
    id: 'social',
    label: 'Social',
    topics: words('social, social life, socializing, socialising, community'),
    defaultKind: 'friends',
  },
  {
    id: 'communication',
    label: 'Communication',
    topics: words('communication, communications, team communication'),
    defaultKind: 'messages',
  },
  {
    id: 'dating',
    label: 'Dating',
    topics: words('love life, relationships, singles, matchmaking'),
    defaultKind: 'dating-journal',
  },
  {
    id: 'entertainment',
    label: 'Entertainment',
    topics: words('entertainment, leisure, pop culture, fun stuff'),
    defaultKind: 'movies',
  },
  {
    id: 'music',
    label: 'Music',
    topics: words('music, musician, musicians, musical'),
    defaultKind: 'songs',
  },
  {
    id: 'photo_video',
    label: 'Photo & Video',
    topics: words('multimedia, visual media, camera roll, media'),
    defaultKind: 'photos',
  },
  {
    id: 'lifestyle',
    label: 'Lifestyle',
    topics: words('lifestyle, daily life, home life, personal life, hobbies'),
    defaultKind: 'journal',
  },
  {
    id: 'health_fitness',
    label: 'Health & Fitness',
    topics: words('health, healthy, wellness, wellbeing, well-being, healthcare'),
    defaultKind: 'workouts',
  },
  {
    id: 'food_drink',
    label: 'Food & Drink',
    topics: words('culinary, kitchen, drinks, beverages, gastronomy, eating'),
    defaultKind: 'recipes',
  },
  {
    id: 'utilities',
    label: 'Utilities',
    topics: words('utility, utilities, everyday tools, life admin'),
    defaultKind: 'reminders',
  },
  {
    id: 'tools',
    label: 'Tools',
    topics: words('diy, handyman, workbench, tinkering'),
    defaultKind: 'tool-inventory',
  },
  {
    id: 'weather',
    label: 'Weather',
    topics: words('meteo, meteorological, outdoor conditions'),
    defaultKind: 'weather',
  },
  {
    id: 'education',
    label: 'Education',
    topics: words('education, educational, learning, teaching, tutoring, edtech'),
    defaultKind: 'assignments',
  },
  {
    id: 'books',
    label: 'Books',
    topics: words('literature, literary, bookworm, readers'),
    defaultKind: 'reading-list',
  },
  {
    id: 'news',
    label: 'News',
    topics: words('news, current events, headlines, current affairs'),
    defaultKind: 'articles',
  },
  {
    id: 'travel',
    label: 'Travel',
    topics: words('tourism, tourist, tourists, abroad, sightseeing'),
    defaultKind: 'trips',
  },
  {
    id: 'navigation',
    label: 'Navigation',
    topics: words('navigation, navigate, gps, directions, wayfinding'),
    defaultKind: 'saved-places',
  },
  {
    id: 'shopping',
    label: 'Shopping',
    topics: words('retail, ecommerce, e-commerce, shopper'),
    defaultKind: 'shopping-list',
  },
  {
    id: 'medical',
    label: 'Medical',
    topics: words('medical, medical records, chronic illness, diagnosis, health records'),
    defaultKind: 'medications',
  },
  {
    id: 'games_casual',
    label: 'Casual Games',
    topics: words('casual games, casual gaming, mobile games, hyper-casual'),
    defaultKind: 'high-scores',
  },
  {
    id: 'games_action',
    label: 'Action Games',
    topics: words('action games, action gaming, fighting games, battle royale'),
    defaultKind: 'matches',
  },
  {
    id: 'games_casino',
    label: 'Casino Games',
    topics: words('casino games, card room, gaming floor'),
    defaultKind: 'poker',
  },
  {
    id: 'games_strategy',
    label: 'Strategy Games',
    topics: words(
      'strategy games, strategy game, turn-based, strategic, tower defense, tower defence, base building, rts',
    ),
    defaultKind: 'chess',
  },
  {
    id: 'games_rpg',
    label: 'Role-Playing Games',
    topics: words('role playing, roleplay, role-play, larp, fantasy games'),
    defaultKind: 'characters',
  },
  {
    id: 'games_sports',
    label: 'Sports Games',
    topics: words('sports, sport, sporting, sports games'),
    defaultKind: 'team-roster',
  },
];
