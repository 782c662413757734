/** Known kinds of app: words that name them, the app's name, its main entity and default fields. */
export interface AppKind {
  category: string;
  words: RegExp;
  appName: string;
  entity: string;
  fields: string[];
}

export const APP_KINDS: AppKind[] = [
  { category: 'productivity', words: /\b(task|todo|to-do)s?\b/, appName: 'Task Manager', entity: 'task', fields: ['title', 'notes', 'due date', 'priority', 'done'] },
  { category: 'weather', words: /\bweather\b/, appName: 'Weather', entity: 'location', fields: ['city', 'temperature', 'condition', 'humidity', 'observed date'] },
  { category: 'health', words: /\b(fitness|workout|exercise|gym)s?\b/, appName: 'Fitness Tracker', entity: 'workout', fields: ['type', 'duration minutes', 'calories', 'date', 'notes'] },
  { category: 'productivity', words: /\bnotes?\b/, appName: 'Notes', entity: 'note', fields: ['title', 'body', 'category', 'favorite'] },
  { category: 'health', words: /\bhabits?\b/, appName: 'Habit Tracker', entity: 'habit', fields: ['name', 'frequency', 'streak count', 'done today'] },
  { category: 'finance', words: /\b(expense|budget|spending)s?\b/, appName: 'Expense Tracker', entity: 'expense', fields: ['description', 'amount', 'category', 'date'] },
  { category: 'food', words: /\brecipes?\b/, appName: 'Recipe Book', entity: 'recipe', fields: ['name', 'ingredients', 'cook time minutes', 'servings'] },
  { category: 'education', words: /\b(book|reading)s?\b/, appName: 'Reading List', entity: 'book', fields: ['title', 'author', 'rating', 'finished date'] },
  { category: 'social', words: /\bcontacts?\b/, appName: 'Contacts', entity: 'contact', fields: ['name', 'phone', 'email', 'birthday'] },
  { category: 'events', words: /\bevents?\b/, appName: 'Events', entity: 'event', fields: ['title', 'date', 'location', 'notes'] },
  { category: 'shopping', words: /\b(shopping|grocery|groceries)\b/, appName: 'Shopping List', entity: 'item', fields: ['name', 'quantity', 'bought'] },
  { category: 'business', words: /\binventory\b/, appName: 'Inventory', entity: 'product', fields: ['name', 'quantity', 'price', 'category'] },
  { category: 'lifestyle', words: /\b(journal|diary)\b/, appName: 'Journal', entity: 'entry', fields: ['title', 'body', 'mood', 'date'] },
  { category: 'entertainment', words: /\b(movie|film)s?\b/, appName: 'Movie List', entity: 'movie', fields: ['title', 'genre', 'rating', 'watched'] },
  { category: 'lifestyle', words: /\bplants?\b/, appName: 'Plant Care', entity: 'plant', fields: ['name', 'species', 'last watered date', 'notes'] },
  { category: 'lifestyle', words: /\bpets?\b/, appName: 'Pet Care', entity: 'pet', fields: ['name', 'species', 'birthday', 'notes'] },
];

export const COLOURS: Record<string, string> = {
  red: '#EF4444', orange: '#F97316', amber: '#F59E0B', yellow: '#EAB308', lime: '#84CC16', green: '#22C55E',
  emerald: '#10B981', teal: '#14B8A6', cyan: '#06B6D4', blue: '#3B82F6', indigo: '#6366F1', violet: '#8B5CF6',
  purple: '#A855F7', pink: '#EC4899', rose: '#F43F5E', black: '#111827', gray: '#6B7280', grey: '#6B7280',
};

/** Words that fix a field's type (checked against the field's words). */
export const TYPE_RULES: [RegExp, 'date' | 'number' | 'boolean' | 'longText' | 'select'][] = [
  [/\b(date|day|birthday|deadline|due|when|watered)\b/, 'date'],
  [/\b(is|done|completed|complete|active|favorite|favourite|bought|watched|visited|paid)\b/, 'boolean'],
  [/\b(rating|count|number|amount|price|cost|minutes|hours|age|quantity|servings|calories|weight|score|year|temperature|humidity|streak|total|size|budget|distance|steps)\b/, 'number'],
  [/\b(notes?|description|ingredients|instructions|bio|body|comments?|summary|review)\b/, 'longText'],
  [/\b(status|priority|category|type|mood|genre|condition|frequency)\b/, 'select'],
];

export const SELECT_OPTIONS: Record<string, string[]> = {
  status: ['Open', 'In progress', 'Done'],
  priority: ['Low', 'Medium', 'High'],
  mood: ['Great', 'Good', 'Okay', 'Bad'],
  condition: ['Sunny', 'Cloudy', 'Rainy', 'Snowy'],
  frequency: ['Daily', 'Weekly', 'Monthly'],
};
export const DEFAULT_SELECT_OPTIONS = ['Personal', 'Work', 'Other'];
