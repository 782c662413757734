import { phrases, words } from './lists.ts';
import type { AppKind } from './types.ts';

/** Utilities, tools and weather: accounts, scans, warranties, documents; tools, upkeep; conditions. */
export const UTILITY_KINDS: AppKind[] = [
  // utilities
  {
    id: 'accounts',
    category: 'utilities',
    appName: 'Accounts',
    entity: 'account',
    nouns: words('account, online account, user account'),
    topics: words(
      'accounts, login, logins, password, passwords, password manager, username, usernames, sign-ins',
    ),
    titleField: 'name',
    fields: phrases(
      'name; website (url); username; email (email); category (Social, Email, Banking, Shopping, Work, Other); two factor (yes/no); last changed (date); notes (long text)',
    ),
    features: ['search', 'tags', 'sorting'],
  },
  {
    id: 'conversions',
    category: 'utilities',
    appName: 'Conversions',
    entity: 'conversion',
    nouns: words('conversion, unit conversion, currency conversion'),
    topics: words('unit converter, converter, converting, conversions, metric, imperial'),
    titleField: 'name',
    fields: phrases(
      'name; value (number); source unit; result (number); target unit; category (Length, Weight, Volume, Temperature, Speed, Area, Currency); converted at (datetime)',
    ),
    features: ['search', 'favorites'],
  },
  {
    id: 'scans',
    category: 'utilities',
    appName: 'Scan History',
    entity: 'scan',
    nouns: words('scan, barcode, qr code, qr'),
    topics: words('barcodes, qr codes, scanner, scan history, barcode scanner, qr scanner'),
    titleField: 'code',
    fields: phrases(
      'code; format (QR, EAN, UPC, Code 128, Other); product; link (url); scanned at (datetime); notes (long text)',
    ),
    features: ['search', 'favorites', 'sharing'],
  },
  {
    id: 'reminders',
    category: 'utilities',
    appName: 'Reminders',
    entity: 'reminder',
    nouns: words('alarm, nudge'),
    topics: words('reminder, reminders, alarms, remember things'),
    titleField: 'title',
    fields: phrases(
      'title; remind at (datetime); repeat (Never, Daily, Weekly, Monthly, Yearly); priority (Low, Medium, High); done (yes/no); notes (long text)',
    ),
    features: ['reminders', 'filters', 'sorting'],
  },
  {
    id: 'warranties',
    category: 'utilities',
    appName: 'Warranty Tracker',
    entity: 'warranty',
    nouns: words('warranty, guarantee, extended warranty'),
    topics: words('warranties, guarantees, product registration'),
    titleField: 'product',
    fields: phrases(
      'product; brand; purchase date (date); expiry date (date); store; price (currency); serial number; receipt (image); notes (long text)',
    ),
    features: ['reminders', 'search'],
  },
  {
    id: 'documents',
    category: 'utilities',
    appName: 'Important Documents',
    entity: 'document',
    nouns: words(
      'document, passport, id card, driver license, driving licence, certificate, visa, insurance policy',
    ),
    topics: words('documents, important documents, paperwork, id documents, document vault'),
    titleField: 'name',
    fields: phrases(
      "name; type (Passport, ID card, Driver's license, Visa, Insurance, Certificate, Other); reference number; holder; issued on (date); expiry date (date); country; scan (image); notes (long text)",
    ),
    features: ['reminders', 'search'],
  },
  {
    id: 'countdowns',
    category: 'utilities',
    appName: 'Countdowns',
    entity: 'countdown',
    nouns: words('countdown'),
    topics: words('countdowns, days until, days left, count down'),
    titleField: 'title',
    fields: phrases(
      'title; date (date); category (Holiday, Birthday, Trip, Event, Deadline, Other); repeats yearly (yes/no); photo (image); notes (long text)',
    ),
    features: ['reminders', 'sharing'],
  },
  // tools
  {
    id: 'tool-inventory',
    category: 'tools',
    appName: 'Tool Inventory',
    entity: 'tool',
    nouns: words('tool, power tool, hand tool, equipment'),
    topics: words('workshop, toolbox, tool shed, tool inventory, tool library, woodworking'),
    titleField: 'name',
    fields: phrases(
      'name; brand; category (Power tool, Hand tool, Garden, Measuring, Safety, Other); location (Garage, Shed, Workshop, Van, Basement, Other); borrowed by; borrowed on (date); condition (New, Good, Worn, Broken); purchase price (currency); photo (image)',
    ),
    features: ['search', 'filters'],
  },
  {
    id: 'measurements',
    category: 'tools',
    appName: 'Measurements',
    entity: 'measurement',
    nouns: words('measurement, dimension, room measurement'),
    topics: words('measuring, floor plan, tape measure'),
    titleField: 'name',
    fields: phrases(
      'name; room; length (cm); width (cm); height (cm); area (number); photo (image); notes (long text)',
    ),
    features: ['search', 'sharing'],
  },
  {
    id: 'calculations',
    category: 'tools',
    appName: 'Calculator History',
    entity: 'calculation',
    nouns: words('calculation, calculator result'),
    topics: words('calculator, calculators, calculations, maths, math, arithmetic'),
    titleField: 'expression',
    fields: phrases(
      'expression; result (number); label; calculated at (datetime); pinned (yes/no); notes (long text)',
    ),
    features: ['search', 'sorting'],
  },
  {
    id: 'maintenance-log',
    category: 'tools',
    appName: 'Maintenance Log',
    entity: 'service',
    nouns: words('service record, oil change, car service, tune-up, repair, servicing'),
    topics: words(
      'maintenance, car maintenance, vehicle maintenance, bike maintenance, equipment maintenance, car, cars, vehicle, vehicles, mechanic',
    ),
    titleField: 'service',
    fields: phrases(
      'service; vehicle; date (date); mileage (km); cost (currency); garage; next service (date); receipt (image); notes (long text)',
    ),
    features: ['reminders', 'stats', 'sorting'],
  },
  // weather
  {
    id: 'weather',
    category: 'weather',
    appName: 'Weather Tracker',
    entity: 'city',
    nouns: words('forecast, weather location'),
    topics: words('weather, climate, weather forecast, temperatures'),
    titleField: 'name',
    fields: phrases(
      'name; country; temperature (°C); conditions (Sunny, Partly cloudy, Cloudy, Rainy, Stormy, Snowy, Windy, Foggy); humidity (%); wind (km/h); checked at (datetime)',
    ),
    features: ['favorites', 'sorting'],
  },
  {
    id: 'weather-observations',
    category: 'weather',
    appName: 'Weather Journal',
    entity: 'weather observation',
    nouns: words('weather observation, observation, weather reading, rain reading'),
    topics: words(
      'rainfall, rain gauge, weather diary, weather journal, weather station, meteorology',
    ),
    titleField: 'conditions',
    fields: phrases(
      'conditions; date (date); temperature (°C); rainfall (mm); wind (km/h); humidity (%); frost (yes/no); photo (image); notes (long text)',
    ),
    features: ['stats', 'sorting'],
  },
  {
    id: 'frost-alerts',
    category: 'weather',
    appName: 'Frost Alerts',
    entity: 'frost alert',
    nouns: words('frost alert, frost warning, weather alert, storm warning'),
    topics: words('frost, frosts, frost protection, cold snap, heatwave, heat wave'),
    titleField: 'title',
    fields: phrases(
      'title; date (date); low temperature (°C); severity (Light frost, Hard frost, Freeze); plants to cover (long text); covered (yes/no); notes (long text)',
    ),
    features: ['reminders', 'sorting'],
  },
];
