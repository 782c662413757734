/**
 * The golden corpus: prompts as people write them, with what they would expect of the app.
 * `entities` maps an expected entity (alternatives split by |) to fields it must have (alternatives
 * split by |). Expectations are written from the prompt, never copied from the generator's output.
 */
export interface CorpusApp {
  prompt: string;
  /** The expected category; alternatives split by | where the prompt allows more than one reading. */
  category: string;
  entities: Record<string, string[]>;
  /** Catalogue features the prompt asks for. */
  features?: string[];
  appName?: string;
  primaryColor?: string;
}

export const NEW_APPS: CorpusApp[] = [
  // productivity
  {
    prompt: 'Build a task manager app',
    category: 'productivity',
    entities: { Task: ['title', 'dueDate', 'priority', 'done|completed'] },
  },
  {
    prompt: 'a simple notes app where I can pin important notes',
    category: 'productivity',
    entities: { Note: ['title', 'content|body', 'pinned'] },
  },
  {
    prompt: 'Help me set goals and track my progress on each one, with charts',
    category: 'productivity',
    entities: { Goal: ['title', 'progress'] },
    features: ['stats'],
  },
  {
    prompt: 'a pomodoro style focus session log with task name, minutes focused and date',
    category: 'productivity',
    entities: { 'Session|FocusSession|PomodoroSession': ['taskName', 'minutesFocused', 'date'] },
  },
  // business
  {
    prompt:
      'Inventory app for my hardware store with product name, SKU, quantity in stock and price',
    category: 'business',
    entities: { Product: ['productName|name', 'sku', 'quantityInStock|quantity', 'price'] },
  },
  {
    prompt: 'a small CRM to keep track of my clients and their phone numbers and emails',
    category: 'business',
    entities: { Client: ['name', 'phone|phoneNumber', 'email'] },
  },
  {
    prompt: 'appointment booking for my hair salon',
    category: 'business',
    entities: {
      Appointment: ['date|dateTime|startsAt', 'client|clientName|customer|customerName'],
    },
  },
  {
    prompt:
      'manage orders for my bakery: customer, cake type, pickup date, price and whether it is paid',
    category: 'business',
    entities: { 'Order|BakeryOrder': ['customer', 'cakeType', 'pickupDate', 'price', 'paid'] },
  },
  {
    prompt:
      'an app to manage a dog walking business: clients, dogs, walks with date, duration and price',
    category: 'business',
    entities: { Client: ['name', 'phone'], Dog: ['name'], Walk: ['date', 'duration', 'price'] },
  },
  {
    prompt: 'todo list with priority low/medium/high and due dates, called Doit, in #ff6600',
    category: 'productivity',
    entities: { 'Todo|Task': ['title', 'priority', 'dueDate'] },
    appName: 'Doit',
    primaryColor: '#FF6600',
  },
  // finance
  {
    prompt: 'an expense tracker with categories and a monthly summary',
    category: 'finance',
    entities: { Expense: ['amount', 'category', 'date'] },
    features: ['stats'],
  },
  {
    prompt: 'Track my subscriptions: name, monthly price, renewal date and whether it is active',
    category: 'finance',
    entities: { Subscription: ['name', 'monthlyPrice', 'renewalDate', 'active'] },
  },
  {
    prompt: 'invoice tracker for freelancers',
    category: 'finance',
    entities: { Invoice: ['client|clientName', 'amount|total', 'dueDate', 'status'] },
  },
  {
    prompt: 'a savings goals app in green',
    category: 'finance',
    entities: {
      'SavingsGoal|Goal': ['targetAmount|target', 'savedAmount|saved|currentAmount|amountSaved'],
    },
    primaryColor: '#22C55E',
  },
  // social
  {
    prompt: 'keep track of my friends birthdays and gift ideas',
    category: 'social',
    entities: { 'Friend|Contact|Birthday': ['birthday|date'] },
  },
  {
    prompt: 'an app for organising meetups with title, date, location and number of attendees',
    category: 'social',
    entities: { Meetup: ['title', 'date', 'location', 'numberOfAttendees'] },
  },
  {
    prompt: 'a club membership app for our chess club members',
    category: 'social',
    entities: { 'Member|ClubMember|ChessClubMember': ['name'] },
  },
  // communication
  {
    prompt: 'a team announcements board where managers post updates',
    category: 'communication',
    entities: { 'Announcement|Update|Post': ['title', 'message|content|body'] },
  },
  {
    prompt: 'an email templates app to save reusable emails with subject and body',
    category: 'communication',
    entities: { 'EmailTemplate|Template|Email': ['subject', 'body'] },
  },
  {
    prompt: 'a contact directory for our company with department and extension',
    category: 'communication',
    entities: { 'Contact|Employee': ['name', 'department', 'extension'] },
  },
  // dating
  {
    prompt: 'a dating journal to remember the people I matched with and how our dates went',
    category: 'dating',
    entities: { 'Match|Date': ['name|place|location'] },
  },
  {
    prompt: 'plan date nights with my partner: idea, place, cost and rating',
    category: 'dating',
    entities: { 'DateNight|DateIdea|Date': ['idea', 'place', 'cost', 'rating'] },
  },
  // entertainment
  {
    prompt: 'a movie watchlist',
    category: 'entertainment',
    entities: { Movie: ['title', 'watched|status'] },
  },
  {
    prompt: 'track the TV shows I watch with season and episode I am on',
    category: 'entertainment',
    entities: { 'Show|TvShow': ['season', 'episode'] },
  },
  {
    prompt: 'board game night tracker: game, players, winner and date',
    category: 'entertainment',
    entities: { 'Game|BoardGame|GameNight|BoardGameNight|Play': ['players', 'winner', 'date'] },
  },
  // music
  {
    prompt: 'my vinyl record collection with artist, album, year and condition',
    category: 'music',
    entities: { 'Record|VinylRecord|Album': ['artist', 'album', 'year', 'condition'] },
  },
  {
    prompt: 'a guitar practice log',
    category: 'music',
    entities: { 'PracticeSession|Practice|Session': ['date', 'minutes|duration'] },
  },
  {
    prompt: 'setlists for my band gigs',
    category: 'music',
    entities: { 'Gig|Setlist': ['venue|location|place', 'date'] },
  },
  // photo_video
  {
    prompt: 'organise my photo shoots with client, location, date and price',
    category: 'photo_video',
    entities: { 'Shoot|PhotoShoot': ['client', 'location', 'date', 'price'] },
  },
  {
    prompt: 'a camera gear inventory for a photographer',
    category: 'photo_video',
    entities: { 'Gear|Equipment|GearItem|Camera': ['name'] },
  },
  {
    prompt: 'video editing projects with deadline and status',
    category: 'photo_video',
    entities: { 'Project|VideoProject': ['deadline', 'status'] },
  },
  // lifestyle
  {
    prompt: 'a daily journal with mood',
    category: 'lifestyle',
    entities: { 'Entry|JournalEntry': ['mood', 'date'] },
  },
  {
    prompt: 'I want to track my plants with name, species, watering interval and last watered date',
    category: 'lifestyle',
    entities: { Plant: ['name', 'species', 'wateringInterval', 'lastWateredDate'] },
  },
  {
    prompt: 'pet care app for my dogs: vet visits and vaccinations',
    category: 'lifestyle',
    entities: { 'Pet|Dog|VetVisit|Vaccination': [] },
  },
  {
    prompt:
      'home maintenance tasks like changing filters, with how often and when it was last done',
    category: 'lifestyle',
    entities: { 'MaintenanceTask|Task|HomeMaintenanceTask': [] },
  },
  // health_fitness
  {
    prompt: 'Make a fitness tracker',
    category: 'health_fitness',
    entities: { 'Workout|Exercise': ['duration', 'date'] },
  },
  {
    prompt: 'water intake tracker',
    category: 'health_fitness',
    entities: { 'WaterIntake|Drink|Intake|WaterLog|Glass': ['date|dateTime|time'] },
  },
  {
    prompt: 'log my runs with distance in km, time, pace and how I felt',
    category: 'health_fitness',
    entities: { Run: ['distance', 'time', 'pace'] },
  },
  {
    prompt: 'sleep tracker with hours slept and quality',
    category: 'health_fitness',
    entities: { 'Sleep|SleepLog|Night|SleepEntry': ['hoursSlept', 'quality'] },
  },
  // food_drink
  {
    prompt: 'a recipe app',
    category: 'food_drink',
    entities: { Recipe: ['ingredients', 'servings'] },
  },
  {
    prompt: 'a recipe app called "Nonna\'s Kitchen" in orange with favourites',
    category: 'food_drink',
    entities: { Recipe: ['ingredients'] },
    appName: "Nonna's Kitchen",
    primaryColor: '#F97316',
    features: ['favorites'],
  },
  {
    prompt: 'restaurants I want to try with cuisine, neighbourhood and price range',
    category: 'food_drink',
    entities: { Restaurant: ['cuisine', 'neighbourhood', 'priceRange'] },
  },
  {
    prompt: 'wine tasting notes',
    category: 'food_drink',
    entities: { Wine: ['rating', 'notes|tastingNotes'] },
  },
  {
    prompt: 'weekly meal planner',
    category: 'food_drink',
    entities: { 'Meal|MealPlan|PlannedMeal': ['date|day'] },
  },
  // utilities
  {
    prompt: 'keep track of product warranties with purchase date and expiry',
    category: 'utilities',
    entities: { Warranty: ['purchaseDate', 'expiry|expiryDate|expires'] },
  },
  {
    prompt:
      'a place to store my important documents info: passport number, expiry date and country',
    category: 'utilities',
    entities: { Document: ['passportNumber', 'expiryDate', 'country'] },
  },
  {
    prompt: 'a barcode scan history app',
    category: 'utilities',
    entities: { 'Scan|Barcode': ['code|barcode'] },
  },
  // tools
  {
    prompt: 'a tool inventory for my workshop: tool, brand, location and who borrowed it',
    category: 'tools',
    entities: { Tool: ['tool|name', 'brand', 'location', 'whoBorrowedIt|borrowedBy'] },
  },
  {
    prompt: 'car maintenance log with mileage, service type and cost',
    category: 'tools',
    entities: { 'Service|Maintenance|MaintenanceLog|Car': ['mileage', 'serviceType', 'cost'] },
  },
  {
    prompt: 'a measurements log for my renovation projects',
    category: 'tools',
    entities: { Measurement: [] },
  },
  // weather
  {
    prompt: 'Create a weather app',
    category: 'weather',
    entities: { 'Location|City|Place': ['temperature'] },
  },
  {
    prompt: 'log daily weather observations for my garden: rainfall, temperature and frost',
    category: 'weather',
    entities: { 'Observation|WeatherObservation': ['rainfall', 'temperature', 'frost'] },
  },
  // education
  {
    prompt: 'flashcards to learn Spanish vocabulary',
    category: 'education',
    entities: { 'Flashcard|Card|Word': [] },
  },
  {
    prompt: 'a homework planner for students with subject, due date and done',
    category: 'education',
    entities: { 'Homework|Assignment': ['subject', 'dueDate', 'done'] },
  },
  {
    prompt: 'track my online courses and grades',
    category: 'education',
    entities: { 'Course|Grade': [] },
  },
  // books
  {
    prompt: 'an app to track books with title, author, rating and finished date',
    category: 'books',
    entities: { Book: ['title', 'author', 'rating', 'finishedDate'] },
  },
  {
    prompt: 'a book club app to plan our meetings',
    category: 'books',
    entities: { 'Meeting|BookClubMeeting': ['date'] },
  },
  {
    prompt: 'save my favourite quotes from books',
    category: 'books',
    entities: { Quote: ['quote|text', 'book|source'] },
  },
  // news
  {
    prompt: 'a read-later list for news articles with link and source',
    category: 'news',
    entities: { 'Article|NewsArticle': ['link|url', 'source'] },
  },
  {
    prompt: 'track the news sources I follow and how much I trust them',
    category: 'news',
    entities: { 'Source|NewsSource': [] },
  },
  // travel
  {
    prompt: 'a trip planner with destinations, dates and budget',
    category: 'travel',
    entities: { 'Trip|Destination': ['budget'] },
  },
  {
    prompt: 'packing list for my holidays',
    category: 'travel',
    entities: { 'PackingItem|Item': ['packed'] },
  },
  {
    prompt: 'log the countries I have visited with the year and a photo',
    category: 'travel',
    entities: { 'Country|Visit|Place': ['year', 'photo'] },
  },
  // navigation
  {
    prompt: 'remember where I parked my car',
    category: 'navigation',
    entities: { 'ParkingSpot|Parking|Spot': ['location'] },
  },
  {
    prompt: 'save my favourite places and routes for cycling',
    category: 'navigation',
    entities: { 'Place|Route': [] },
  },
  // shopping
  {
    prompt: 'a grocery shopping list in purple',
    category: 'shopping',
    entities: { 'Item|GroceryItem|Grocery|ShoppingItem': ['quantity', 'bought'] },
    primaryColor: '#A855F7',
  },
  {
    prompt: 'wishlist of things I want to buy with price and link',
    category: 'shopping',
    entities: { 'Wish|WishlistItem|Item|Thing': ['price', 'link'] },
  },
  {
    prompt: 'track my online orders and deliveries',
    category: 'shopping',
    entities: { 'Order|Delivery': ['status'] },
  },
  // medical
  {
    prompt: 'medication reminders for my grandmother',
    category: 'medical',
    entities: { Medication: ['name', 'dosage'] },
    features: ['reminders'],
  },
  {
    prompt: 'a symptom diary for my migraines with severity, triggers and how long they lasted',
    category: 'medical',
    entities: {
      'Symptom|Migraine': ['severity', 'trigger|triggers', 'howLong|duration|howLongTheyLasted'],
    },
  },
  {
    prompt: 'log my blood pressure readings every morning with systolic, diastolic and pulse',
    category: 'medical',
    entities: { 'Reading|BloodPressureReading': ['systolic', 'diastolic', 'pulse'] },
    features: ['stats'],
  },
  // games
  {
    prompt: 'high score tracker for my arcade games',
    category: 'games_casual',
    entities: { 'Score|HighScore|Game': ['score'] },
  },
  {
    prompt: 'daily puzzle challenge log with time taken and whether I solved it',
    category: 'games_casual',
    entities: { 'Puzzle|Challenge|DailyChallenge': ['timeTaken', 'solved'] },
  },
  {
    prompt: 'track my matches in an online shooter: map, kills, deaths and win or loss',
    category: 'games_action',
    entities: { Match: ['map', 'kills', 'deaths'] },
  },
  {
    prompt: 'a poker bankroll tracker',
    category: 'games_casino',
    entities: { 'Session|PokerSession': ['buyIn|buyin', 'cashOut|cashout|winnings|result|profit'] },
  },
  {
    prompt: 'chess games log with opponent, opening and result',
    category: 'games_strategy',
    entities: { 'Game|ChessGame': ['opponent', 'opening', 'result'] },
  },
  {
    prompt: 'a character sheet app for my D&D campaign',
    category: 'games_rpg',
    entities: { Character: ['class', 'level'] },
  },
  {
    prompt: 'manage my kids football team: players, positions and match results',
    category: 'games_sports',
    entities: { 'Player|Match': [] },
  },
  // the records named by a verb or by "each … has", not by the app's own name
  {
    prompt:
      'An app for my bakery where customers can order cakes for pickup with a pickup date and flavor',
    category: 'business',
    entities: { 'Order|CakeOrder': ['pickupDate', 'flavor'] },
  },
  {
    prompt:
      'I want a plant watering reminder app. Each plant has a name, species, photo, and how often to water it in days',
    category: 'lifestyle',
    entities: { 'Plant|Houseplant': ['name', 'species', 'photo', 'waterEvery|frequency'] },
  },
  {
    prompt: 'A meditation timer with sessions and mood before and after',
    category: 'health_fitness',
    entities: { 'Meditation|Session|MeditationSession': ['moodBefore', 'moodAfter'] },
  },
  {
    prompt: 'A language learning flashcard app',
    category: 'education',
    entities: { Flashcard: ['front', 'back'] },
  },
  {
    prompt: 'A social app where friends share photos of their hikes and comment on them',
    category: 'social',
    entities: { 'Hike|Post': ['photo'] },
  },
  {
    prompt: 'Trivia quiz game with questions and scores',
    category: 'games_casual',
    entities: { Question: ['question', 'answer'] },
  },
  {
    prompt: 'Customers can book appointments at my nail salon, choose a service and a technician',
    category: 'business',
    entities: { Appointment: ['service', 'startsAt|date|dateTime'] },
  },
  {
    prompt: 'I coach a swim team; track each swimmer, their events and best times',
    category: 'games_sports',
    // "their events": each event is a record of its swimmer (a possessive names records it owns).
    entities: { Swimmer: ['name'], Event: ['swimmer'] },
  },
  {
    prompt: 'A sleep tracker: bedtime, wake time, quality 1-5 and dreams',
    category: 'health_fitness',
    entities: { 'Sleep|SleepLog|Night': ['bedtime', 'wakeTime', 'quality', 'dreams'] },
  },
  {
    prompt: 'A lost and found app for my school',
    category: 'utilities',
    entities: { 'LostItem|Item': ['status', 'photo'] },
  },
  {
    prompt: 'A marketplace where neighbours sell used furniture',
    category: 'shopping',
    entities: { 'Furniture|Listing': ['price', 'photo', 'condition'] },
  },
  {
    prompt: 'Fishing log with species, weight, bait and location',
    category: 'lifestyle',
    entities: { 'Catch|Fish|FishingTrip': ['species', 'weight', 'bait', 'location'] },
  },
  {
    prompt:
      'Build an app for my yoga studio.\n- Classes with instructor, time and capacity\n- Members with membership type',
    category: 'health_fitness',
    entities: {
      'Class|YogaClass': ['instructor', 'time|startsAt', 'capacity'],
      Member: ['name', 'membershipType|membership'],
    },
  },
  {
    prompt: 'A personal library app: books with ISBN, title, author, genre and a loaned-to field',
    category: 'books',
    entities: { Book: ['isbn', 'title', 'author', 'genre', 'loanedTo'] },
  },
  {
    prompt:
      'Build a CRM for real estate agents: properties (address, price, bedrooms, status) and leads (name, phone, budget)',
    category: 'business',
    entities: {
      Property: ['address', 'price', 'bedrooms', 'status'],
      Lead: ['name', 'phone', 'budget'],
    },
  },
  {
    prompt:
      'Make an app for a pizza restaurant where customers order pizzas with size, toppings and delivery address',
    category: 'business',
    entities: { 'PizzaOrder|Order': ['size', 'toppings', 'deliveryAddress'] },
  },
  {
    prompt: 'An app to coordinate carpools to school',
    category: 'travel',
    entities: { 'Carpool|Ride': ['driver', 'pickupTime|time|date'] },
  },
  {
    prompt: 'Can you make me an app where I can log the books my kids read and give them stars',
    category: 'books',
    entities: { Book: ['title', 'rating'] },
  },
  {
    prompt: 'Make an app for a dentist office to manage patients and appointments',
    category: 'medical',
    entities: { Patient: ['name', 'phone'], Appointment: ['startsAt|date|dateTime'] },
  },
  {
    prompt: 'app to manage rental properties, tenants and rent payments',
    category: 'business',
    entities: {
      'RentalProperty|Property': ['address', 'monthlyRent|rent'],
      Tenant: ['name', 'leaseEnd'],
      RentPayment: ['amount', 'dueDate', 'paid'],
    },
  },
  {
    prompt: 'A birdwatching app to record sightings with species, count, location and a photo',
    category: 'lifestyle',
    entities: { 'Sighting|BirdSighting': ['species', 'count', 'location', 'photo'] },
  },
  {
    prompt: 'A mood tracker that lets me log my mood 3 times a day with a note',
    category: 'health_fitness',
    entities: { 'MoodEntry|Mood': ['mood', 'note'] },
  },
  {
    prompt:
      'A coffee tasting journal: origin, roast level, brew method, tasting notes and score out of 10',
    category: 'food_drink',
    entities: {
      'Coffee|Tasting|CoffeeTasting': [
        'origin',
        'roastLevel',
        'brewMethod',
        'tastingNotes',
        'score',
      ],
    },
  },
  {
    prompt: 'A Dungeons and Dragons campaign manager with characters, quests and loot',
    category: 'games_rpg',
    entities: { Character: ['name', 'class', 'level', 'loot'], Quest: ['title', 'status'] },
  },
  {
    prompt: 'A basketball stats app for my team: points, rebounds, assists per player per game',
    category: 'games_sports',
    entities: { 'BasketballStat|Stat|StatLine|Player': ['points', 'rebounds', 'assists'] },
  },
  {
    prompt: 'Create a blog app',
    category: 'social',
    entities: { 'BlogPost|Post': ['title', 'body|content', 'status'] },
  },
  {
    prompt: 'Make a calendar app',
    category: 'social|productivity',
    entities: { 'Event|CalendarEvent': ['title', 'startsAt|date'] },
  },
  {
    prompt: 'E-commerce store app',
    category: 'business|shopping',
    entities: { Product: ['name', 'price'] },
  },
  {
    prompt: 'Food delivery app',
    category: 'business|food_drink',
    entities: { Order: ['total|price', 'status'] },
  },
  {
    prompt:
      'We are a small nonprofit. We need an app to track donors, donations (amount, date, campaign) and campaigns with a goal amount.',
    category: 'business|finance',
    entities: { Donor: ['name', 'email'], Donation: ['amount', 'date', 'campaign'] },
  },
  {
    prompt:
      'Build an app for tracking my reading. I want to add books with title, author and number of pages, mark them as read, and see how many pages I read this year.',
    category: 'books',
    entities: { Book: ['title', 'author', 'numberOfPages|pages', 'read'] },
  },
  {
    prompt: 'A birthday reminder app',
    category: 'social',
    entities: { 'Friend|Person|Birthday|Contact': ['name', 'birthday'] },
    features: ['reminders'],
  },
  {
    prompt: 'A home renovation planner with rooms, tasks and costs',
    category: 'tools|lifestyle',
    entities: { 'RenovationTask|Task': ['task|title', 'room', 'cost'] },
  },
  {
    prompt: 'A plant care app with plants and watering logs',
    category: 'lifestyle',
    entities: { 'Plant|Houseplant': ['name', 'species'], WateringLog: ['plant', 'date'] },
  },
  {
    prompt: 'a pet app with pets and vet visits',
    category: 'lifestyle',
    entities: { Pet: ['name', 'species'], VetVisit: ['date', 'reason'] },
  },
  {
    prompt: 'Plan my wedding: guests, vendors, budget items and tasks',
    category: 'social',
    entities: { Guest: ['name'], Vendor: ['name'], BudgetItem: ['name'], Task: ['title'] },
  },
  {
    prompt: 'An art portfolio app to showcase my paintings with title, medium, size and price',
    category: 'photo_video',
    entities: { 'Painting|Artwork': ['title', 'medium', 'size', 'price'] },
  },
  {
    prompt: 'an app to log my daily water, sleep and steps',
    category: 'health_fitness',
    entities: { 'DailyLog|Day|Entry': ['date', 'glassesOfWater|water', 'sleep', 'steps'] },
  },
  {
    prompt: 'A recipe app where I can plan meals for the week and make a shopping list',
    category: 'food_drink',
    entities: { Recipe: ['name', 'ingredients'] },
  },
  {
    prompt: 'Make a movie watchlist with genre and where to stream it',
    category: 'entertainment',
    entities: { Movie: ['title', 'genre', 'whereToStream|streamingService|service'] },
  },
];
