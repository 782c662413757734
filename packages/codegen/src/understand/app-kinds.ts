/**
 * The built-in vocabulary: common kinds of app, the words that name them and the model each gets
 * when the prompt lists no fields. Fields are written as a person would type them and go through
 * the same parser as prompts ("priority (Low, Medium, High)", "duration (minutes)").
 */
export interface AppKind {
  id: string;
  category: string;
  appName: string;
  /** The records' noun when only a topic word named the kind ("fitness" → workout). */
  entity: string;
  /** Singular nouns (one or two words) that name the kind's records. */
  nouns: string[];
  /** Words that name the kind without naming its records ("fitness", "weather", "budget"). */
  topics: string[];
  /** The text field that titles a record when the person's own field list has none. */
  titleField: string;
  fields: string[];
}

export const APP_KINDS: AppKind[] = [
  { id: 'tasks', category: 'productivity', appName: 'Task Manager', entity: 'task', nouns: ['task', 'chore', 'errand'], topics: ['todo', 'todos', 'to-do', 'to-dos', 'to do', 'productivity'], titleField: 'title', fields: ['title', 'notes', 'due date', 'priority (Low, Medium, High)', 'done'] },
  { id: 'weather', category: 'weather', appName: 'Weather Tracker', entity: 'location', nouns: [], topics: ['weather', 'forecast', 'forecasts', 'climate'], titleField: 'name', fields: ['name', 'country', 'temperature (°C)', 'condition', 'humidity (%)', 'observed date', 'notes'] },
  { id: 'fitness', category: 'health', appName: 'Fitness Tracker', entity: 'workout', nouns: ['workout', 'exercise', 'training'], topics: ['fitness', 'gym', 'exercise', 'exercises', 'training'], titleField: 'title', fields: ['title', 'type', 'duration (minutes)', 'calories', 'date', 'notes'] },
  { id: 'notes', category: 'productivity', appName: 'Notes', entity: 'note', nouns: ['note', 'memo'], topics: ['notes', 'notebook', 'notepad'], titleField: 'title', fields: ['title', 'content', 'category', 'pinned'] },
  { id: 'habits', category: 'health', appName: 'Habit Tracker', entity: 'habit', nouns: ['habit', 'routine'], topics: ['habits'], titleField: 'name', fields: ['name', 'frequency', 'streak (days)', 'done today', 'notes'] },
  { id: 'expenses', category: 'finance', appName: 'Expense Tracker', entity: 'expense', nouns: ['expense', 'purchase', 'transaction'], topics: ['budget', 'budgets', 'budgeting', 'spending', 'finance', 'finances', 'money'], titleField: 'title', fields: ['title', 'amount', 'category', 'date', 'notes'] },
  { id: 'recipes', category: 'food', appName: 'Recipe Book', entity: 'recipe', nouns: ['recipe', 'dish'], topics: ['cooking', 'cookbook', 'recipes', 'baking'], titleField: 'name', fields: ['name', 'ingredients', 'instructions', 'cook time (minutes)', 'servings'] },
  { id: 'books', category: 'education', appName: 'Reading List', entity: 'book', nouns: ['book', 'novel'], topics: ['reading', 'library', 'bookshelf'], titleField: 'title', fields: ['title', 'author', 'status', 'rating (1-5)', 'finished date', 'notes'] },
  { id: 'contacts', category: 'social', appName: 'Contacts', entity: 'contact', nouns: ['contact', 'friend', 'person', 'people'], topics: ['address book', 'addressbook', 'networking'], titleField: 'name', fields: ['name', 'phone', 'email', 'birthday', 'notes'] },
  { id: 'events', category: 'events', appName: 'Events', entity: 'event', nouns: ['event', 'party', 'meeting'], topics: ['calendar', 'agenda'], titleField: 'title', fields: ['title', 'date', 'time', 'location', 'notes'] },
  { id: 'shopping', category: 'shopping', appName: 'Shopping List', entity: 'item', nouns: ['grocery', 'groceries', 'shopping item'], topics: ['shopping', 'grocery', 'groceries', 'supermarket'], titleField: 'name', fields: ['name', 'quantity', 'category', 'bought'] },
  { id: 'inventory', category: 'business', appName: 'Inventory', entity: 'product', nouns: ['product'], topics: ['inventory', 'warehouse', 'stock'], titleField: 'name', fields: ['name', 'sku', 'quantity', 'price', 'category', 'notes'] },
  { id: 'journal', category: 'lifestyle', appName: 'Journal', entity: 'entry', nouns: ['journal entry', 'diary entry'], topics: ['journal', 'journaling', 'diary'], titleField: 'title', fields: ['title', 'date', 'mood', 'content'] },
  { id: 'movies', category: 'entertainment', appName: 'Watchlist', entity: 'movie', nouns: ['movie', 'film', 'show', 'series'], topics: ['watchlist', 'cinema', 'movies', 'films'], titleField: 'title', fields: ['title', 'genre', 'year', 'rating (1-5)', 'watched', 'notes'] },
  { id: 'plants', category: 'lifestyle', appName: 'Plant Care', entity: 'plant', nouns: ['plant', 'houseplant'], topics: ['gardening', 'garden'], titleField: 'name', fields: ['name', 'species', 'location', 'last watered date', 'water every (days)', 'notes'] },
  { id: 'pets', category: 'lifestyle', appName: 'Pet Care', entity: 'pet', nouns: ['pet', 'dog', 'cat', 'animal'], topics: ['pets', 'vet'], titleField: 'name', fields: ['name', 'species', 'breed', 'birthday', 'weight (kg)', 'notes'] },
  { id: 'medications', category: 'health', appName: 'Medication Tracker', entity: 'medication', nouns: ['medication', 'medicine', 'pill', 'prescription'], topics: ['medications', 'meds'], titleField: 'name', fields: ['name', 'dosage', 'times per day', 'start date', 'taken today', 'notes'] },
  { id: 'goals', category: 'productivity', appName: 'Goal Tracker', entity: 'goal', nouns: ['goal', 'resolution'], topics: ['goals'], titleField: 'title', fields: ['title', 'target date', 'progress (%)', 'status', 'notes'] },
  { id: 'meals', category: 'health', appName: 'Meal Log', entity: 'meal', nouns: ['meal', 'food'], topics: ['nutrition', 'diet', 'calorie', 'calories'], titleField: 'name', fields: ['name', 'meal', 'calories', 'date', 'notes'] },
  { id: 'projects', category: 'business', appName: 'Projects', entity: 'project', nouns: ['project'], topics: ['projects'], titleField: 'name', fields: ['name', 'client', 'status', 'deadline', 'budget', 'notes'] },
  { id: 'clients', category: 'business', appName: 'Clients', entity: 'client', nouns: ['client', 'customer', 'lead'], topics: ['crm'], titleField: 'name', fields: ['name', 'company', 'email', 'phone', 'notes'] },
  { id: 'invoices', category: 'finance', appName: 'Invoices', entity: 'invoice', nouns: ['invoice'], topics: ['invoicing', 'billing'], titleField: 'client', fields: ['client', 'amount', 'due date', 'status', 'notes'] },
  { id: 'appointments', category: 'business', appName: 'Appointments', entity: 'appointment', nouns: ['appointment', 'booking', 'reservation'], topics: ['appointments', 'bookings', 'scheduling'], titleField: 'title', fields: ['title', 'date', 'time', 'location', 'notes'] },
  { id: 'trips', category: 'travel', appName: 'Trip Planner', entity: 'trip', nouns: ['trip', 'journey', 'vacation', 'holiday'], topics: ['travel', 'travelling', 'traveling'], titleField: 'destination', fields: ['destination', 'start date', 'end date', 'budget', 'notes'] },
  { id: 'flashcards', category: 'education', appName: 'Flashcards', entity: 'flashcard', nouns: ['flashcard'], topics: ['flashcards', 'studying', 'vocabulary'], titleField: 'front', fields: ['front', 'back', 'deck', 'learned'] },
  { id: 'study', category: 'education', appName: 'Study Planner', entity: 'assignment', nouns: ['assignment', 'homework', 'exam', 'course'], topics: ['school', 'study', 'homework', 'university', 'college'], titleField: 'title', fields: ['title', 'subject', 'due date', 'grade', 'done'] },
  { id: 'music', category: 'entertainment', appName: 'Music Collection', entity: 'song', nouns: ['song', 'album'], topics: ['music', 'playlist', 'vinyl'], titleField: 'title', fields: ['title', 'artist', 'genre', 'rating (1-5)', 'favorite'] },
  { id: 'games', category: 'entertainment', appName: 'Game Collection', entity: 'game', nouns: ['game', 'boardgame', 'videogame'], topics: ['gaming', 'games'], titleField: 'title', fields: ['title', 'platform', 'status', 'rating (1-5)', 'notes'] },
  { id: 'gifts', category: 'shopping', appName: 'Gift Ideas', entity: 'gift', nouns: ['gift', 'present', 'wish'], topics: ['wishlist', 'gifts'], titleField: 'name', fields: ['name', 'recipient', 'price', 'link', 'bought'] },
  { id: 'subscriptions', category: 'finance', appName: 'Subscriptions', entity: 'subscription', nouns: ['subscription', 'bill'], topics: ['subscriptions', 'bills'], titleField: 'name', fields: ['name', 'price', 'billing cycle', 'next payment date', 'active'] },
  { id: 'restaurants', category: 'food', appName: 'Restaurant List', entity: 'restaurant', nouns: ['restaurant', 'cafe'], topics: ['dining', 'foodie'], titleField: 'name', fields: ['name', 'cuisine', 'location', 'rating (1-5)', 'visited', 'notes'] },
  { id: 'jobs', category: 'career', appName: 'Job Search', entity: 'job application', nouns: ['job application', 'job'], topics: ['job search', 'job hunt', 'job hunting', 'career'], titleField: 'company', fields: ['company', 'position', 'status', 'applied date', 'salary', 'notes'] },
];

const singularKind = new Map<string, AppKind>();
const topicKind = new Map<string, AppKind>();
for (const kind of APP_KINDS) {
  for (const noun of kind.nouns) if (!singularKind.has(noun)) singularKind.set(noun, kind);
  for (const topic of kind.topics) if (!topicKind.has(topic)) topicKind.set(topic, kind);
}

/** The kind whose records a (singular) noun or two-word noun names: "workout", "job application". */
export const kindOfNoun = (noun: string) => singularKind.get(noun);

/** The kind a topic word or two-word topic names: "fitness", "job search". */
export const kindOfTopic = (topic: string) => topicKind.get(topic);

export const kindById = (id: string) => APP_KINDS.find((kind) => kind.id === id);
