import { phrases, words } from './lists.ts';
import type { AppKind } from './types.ts';

/** Things neighbours, families and groups share: a marketplace, lost and found, volunteer shifts, rides, blogs, artworks, baby logs, fishing. */
export const COMMUNITY_KINDS: AppKind[] = [
  {
    id: 'marketplace',
    category: 'shopping',
    appName: 'Marketplace',
    entity: 'listing',
    nouns: words('listing, classified ad'),
    topics: words(
      'marketplace, classifieds, resale, reselling, second hand, flea market, garage sale, yard sale',
    ),
    titleField: 'title',
    fields: phrases(
      'title; price (currency); condition (New, Like new, Good, Fair, For parts); category (Furniture, Electronics, Clothing, Home, Toys, Other); photo (image); seller; pickup location (location); sold (yes/no); description (long text)',
    ),
    features: ['search', 'filters', 'favorites', 'sorting'],
  },
  {
    id: 'lost-and-found',
    category: 'utilities',
    appName: 'Lost & Found',
    entity: 'lost item',
    nouns: words('lost item, found item, lost property'),
    topics: words('lost-and-found'),
    titleField: 'item',
    fields: phrases(
      'item; status (Lost, Found, Returned); found on (date); found at (location); description (long text); photo (image); contact; claimed by',
    ),
    features: ['search', 'filters'],
  },
  {
    id: 'volunteer-shifts',
    category: 'social',
    appName: 'Volunteer Shifts',
    entity: 'shift',
    nouns: words('shift, volunteer shift, work shift, rota slot'),
    topics: words('shift planning, food bank, soup kitchen'),
    titleField: 'volunteer',
    fields: phrases(
      'volunteer; role; starts at (datetime); ends at (datetime); location (location); confirmed (yes/no); phone (phone); notes (long text)',
    ),
    features: ['reminders', 'filters'],
  },
  {
    id: 'rides',
    category: 'travel',
    appName: 'Carpool',
    entity: 'carpool',
    nouns: words('carpool, lift, ride share, school run'),
    topics: words('carpooling, ridesharing, ride sharing, lift sharing'),
    titleField: 'driver',
    fields: phrases(
      'driver; destination (location); pickup time (datetime); pickup point (location); seats (number); passengers (long text); recurring (yes/no); notes (long text)',
    ),
    features: ['reminders', 'sharing'],
  },
  {
    id: 'blog',
    category: 'social',
    appName: 'Blog',
    entity: 'blog post',
    nouns: words('blog post, blog entry'),
    topics: words('blog, blogs, blogging, blogger'),
    titleField: 'title',
    fields: phrases(
      'title; author; published on (date); status (Draft, Scheduled, Published); cover image (image); tags; body (long text)',
    ),
    features: ['search', 'filters', 'sharing'],
  },
  {
    id: 'artworks',
    category: 'photo_video',
    appName: 'Art Portfolio',
    entity: 'artwork',
    nouns: words('artwork, painting, drawing, sculpture, illustration, art piece, art print'),
    topics: words('art, art portfolio, artist portfolio, gallery, paintings, drawings'),
    titleField: 'title',
    fields: phrases(
      'title; medium (Oil, Acrylic, Watercolour, Digital, Pencil, Mixed media, Other); size; year (number); price (currency); sold (yes/no); photo (image); description (long text)',
    ),
    features: ['search', 'filters', 'sharing'],
  },
  {
    id: 'baby-log',
    category: 'lifestyle',
    appName: 'Baby Log',
    entity: 'baby log',
    nouns: words('feeding, diaper, diaper change, nappy, nappy change, baby log'),
    topics: words('baby, babies, newborn, infant, toddler, parenting'),
    titleField: 'child',
    fields: phrases(
      'child; type (Feeding, Diaper, Nap, Bath, Medicine, Other); time (datetime); amount (ml); duration (minutes); side (Left, Right, Both, Bottle); notes (long text)',
    ),
    features: ['stats', 'reminders'],
  },
  {
    id: 'fishing',
    category: 'lifestyle',
    appName: 'Fishing Log',
    entity: 'catch',
    nouns: words('catch, fish caught, fishing trip'),
    topics: words('fishing, angling, fly fishing, anglers'),
    titleField: 'species',
    fields: phrases(
      'species; caught on (date); weight (kg); length (cm); bait; location (location); released (yes/no); photo (image); notes (long text)',
    ),
    features: ['stats', 'filters'],
  },
];
