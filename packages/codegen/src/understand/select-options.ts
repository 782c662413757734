/** Choices for a select field without a list, by the field's last word and, where it matters, the entity. */
interface OptionRule {
  fields: string[];
  /** Entity words (singular, lowercase) this rule is for; absent = the default for these fields. */
  entities?: string[];
  options: string[];
}

const LOW_TO_HIGH = ['Low', 'Medium', 'High'];
const GENERAL = ['General', 'Personal', 'Work', 'Other'];
const WEATHER_CONDITIONS = [
  'Sunny',
  'Partly cloudy',
  'Cloudy',
  'Rainy',
  'Stormy',
  'Snowy',
  'Windy',
  'Foggy',
];
const SPENDING = ['Food', 'Transport', 'Housing', 'Shopping', 'Entertainment', 'Health', 'Other'];

const RULES: OptionRule[] = [
  {
    fields: ['status'],
    entities: ['book', 'novel', 'comic'],
    options: ['Want to read', 'Reading', 'Finished'],
  },
  {
    fields: ['status'],
    entities: ['order', 'delivery', 'shipment'],
    options: ['New', 'In progress', 'Ready', 'Delivered'],
  },
  {
    fields: ['status'],
    entities: ['project', 'goal'],
    options: ['Planned', 'Active', 'On hold', 'Done'],
  },
  {
    fields: ['status'],
    entities: ['application', 'jobapplication', 'job'],
    options: ['Applied', 'Interview', 'Offer', 'Rejected'],
  },
  {
    fields: ['status'],
    entities: ['game', 'boardgame', 'videogame'],
    options: ['Backlog', 'Playing', 'Finished'],
  },
  {
    fields: ['status'],
    entities: ['invoice', 'bill'],
    options: ['Draft', 'Sent', 'Paid', 'Overdue'],
  },
  {
    fields: ['status'],
    entities: ['property', 'house', 'apartment', 'flat', 'home', 'listing', 'rental'],
    options: ['For sale', 'For rent', 'Under offer', 'Sold', 'Rented'],
  },
  {
    fields: ['status'],
    entities: ['lead', 'prospect', 'deal', 'opportunity'],
    options: ['New', 'Contacted', 'Qualified', 'Won', 'Lost'],
  },
  {
    fields: ['status'],
    entities: ['movie', 'film', 'show', 'series'],
    options: ['Want to watch', 'Watching', 'Watched'],
  },
  {
    fields: ['status', 'rsvp'],
    entities: ['guest', 'invitee', 'attendee', 'rsvp'],
    options: ['Pending', 'Attending', 'Maybe', 'Declined'],
  },
  { fields: ['status'], options: ['To do', 'In progress', 'Done'] },
  {
    fields: ['priority', 'importance', 'urgency', 'severity', 'intensity', 'effort'],
    options: LOW_TO_HIGH,
  },
  { fields: ['mood', 'feeling'], options: ['Great', 'Good', 'Okay', 'Bad', 'Awful'] },
  {
    fields: ['condition', 'weather', 'sky'],
    entities: ['city', 'location', 'place', 'observation', 'forecast', 'reading', 'day'],
    options: WEATHER_CONDITIONS,
  },
  { fields: ['weather', 'sky'], options: WEATHER_CONDITIONS },
  { fields: ['condition'], options: ['New', 'Like new', 'Good', 'Fair', 'Poor'] },
  { fields: ['frequency', 'repeat', 'recurrence'], options: ['Daily', 'Weekly', 'Monthly'] },
  { fields: ['cycle', 'billing'], options: ['Monthly', 'Yearly'] },
  { fields: ['difficulty'], options: ['Easy', 'Medium', 'Hard'] },
  { fields: ['roast'], options: ['Light', 'Medium', 'Medium-dark', 'Dark'] },
  { fields: ['skill', 'experience'], options: ['Beginner', 'Intermediate', 'Advanced'] },
  { fields: ['spice', 'spiciness', 'heat'], options: ['Mild', 'Medium', 'Hot', 'Extra hot'] },
  { fields: ['meal'], options: ['Breakfast', 'Lunch', 'Dinner', 'Snack'] },
  { fields: ['season'], options: ['Spring', 'Summer', 'Autumn', 'Winter'] },
  { fields: ['stage', 'phase'], options: ['Planning', 'In progress', 'Review', 'Done'] },
  {
    fields: ['genre'],
    entities: ['movie', 'film', 'show', 'series'],
    options: ['Action', 'Comedy', 'Drama', 'Horror', 'Sci-fi', 'Documentary', 'Other'],
  },
  {
    fields: ['genre'],
    entities: ['song', 'album', 'track', 'artist', 'record', 'playlist'],
    options: ['Pop', 'Rock', 'Hip-hop', 'Jazz', 'Classical', 'Electronic', 'Other'],
  },
  {
    fields: ['genre'],
    entities: ['game', 'boardgame', 'videogame'],
    options: ['Action', 'Adventure', 'Puzzle', 'Strategy', 'Sports', 'Other'],
  },
  {
    fields: ['genre'],
    options: ['Fiction', 'Non-fiction', 'Fantasy', 'Mystery', 'Biography', 'Other'],
  },
  {
    fields: ['type', 'kind', 'activity', 'sport'],
    entities: ['workout', 'exercise', 'activity', 'session', 'run', 'training'],
    options: ['Run', 'Walk', 'Cycle', 'Swim', 'Strength', 'Yoga', 'Other'],
  },
  {
    fields: ['type', 'kind', 'species'],
    entities: ['pet', 'animal'],
    options: ['Dog', 'Cat', 'Bird', 'Fish', 'Rabbit', 'Other'],
  },
  {
    fields: ['type', 'kind'],
    entities: ['event', 'appointment', 'meeting'],
    options: ['Meeting', 'Social', 'Birthday', 'Appointment', 'Other'],
  },
  {
    fields: ['type', 'kind'],
    entities: ['transaction', 'entry', 'payment'],
    options: ['Income', 'Expense'],
  },
  {
    fields: ['category', 'type', 'kind'],
    entities: ['expense', 'purchase', 'transaction', 'bill', 'subscription', 'budget', 'payment'],
    options: SPENDING,
  },
  {
    fields: ['category'],
    entities: ['product', 'item', 'stock', 'part'],
    options: ['General', 'Electronics', 'Clothing', 'Food', 'Tools', 'Other'],
  },
  { fields: ['category', 'type', 'kind', 'group'], options: GENERAL },
];

/**
 * The choices for a field named by `fieldWord` (its last word) on an entity named by `entityWords`,
 * or undefined when the word does not make a select ("species" does for pets, not for plants).
 */
export function selectOptionsFor(fieldWord: string, entityWords: string[]): string[] | undefined {
  const byEntity = RULES.find(
    (rule) =>
      rule.fields.includes(fieldWord) &&
      rule.entities?.some((entity) => entityWords.includes(entity)),
  );
  return (byEntity ?? RULES.find((rule) => rule.fields.includes(fieldWord) && !rule.entities))
    ?.options;
}

/** For a field the person declared a select ("type (select)") without options. */
export const DEFAULT_OPTIONS = GENERAL;
