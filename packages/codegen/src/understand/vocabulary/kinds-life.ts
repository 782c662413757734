import { phrases, words } from './lists.ts';
import type { AppKind } from './types.ts';

/** Lifestyle and food & drink: journal, plants, pets, home, wardrobe; recipes, meals, drinks. */
export const LIFE_KINDS: AppKind[] = [
  // lifestyle
  {
    id: 'journal',
    category: 'lifestyle',
    appName: 'Journal',
    entity: 'journal entry',
    nouns: words('journal entry, diary entry, diary page'),
    topics: words('journal, journaling, journalling, diary, diaries, mood journal, reflections'),
    titleField: 'title',
    fields: phrases(
      'title; date (date); mood (Great, Good, Okay, Bad, Awful); entry (long text); photo (image); location (location); private (yes/no)',
    ),
    features: ['search', 'tags', 'reminders'],
  },
  {
    id: 'gratitude',
    category: 'lifestyle',
    appName: 'Gratitude Journal',
    entity: 'gratitude note',
    nouns: words('gratitude note, blessing, small win'),
    topics: words('gratitude, gratitude journal, thankfulness, grateful, thankful'),
    titleField: 'highlight',
    fields: phrases(
      'highlight; date (date); grateful for (long text); person to thank; small win; mood (Great, Good, Okay, Bad, Awful); photo (image)',
    ),
    features: ['reminders', 'favorites'],
  },
  {
    id: 'plants',
    category: 'lifestyle',
    appName: 'Plant Care',
    entity: 'plant',
    nouns: words('plant, houseplant, succulent, cactus, bonsai, orchid, seedling, herb'),
    topics: words(
      'plants, houseplants, gardening, garden, plant care, indoor plants, urban jungle',
    ),
    titleField: 'name',
    fields: phrases(
      'name; species; water every (days); last watered (date); spot (Living room, Bedroom, Kitchen, Bathroom, Balcony, Garden, Office); light (Full sun, Bright indirect, Partial shade, Shade); last fertilized (date); photo (image); notes (long text)',
    ),
    features: ['reminders', 'search', 'favorites'],
  },
  {
    id: 'pets',
    category: 'lifestyle',
    appName: 'Pet Care',
    entity: 'pet',
    nouns: words('pet, dog, cat, puppy, kitten, rabbit, hamster, guinea pig'),
    topics: words('pets, pet care, pet health, vet, veterinary'),
    titleField: 'name',
    fields: phrases(
      'name; species (Dog, Cat, Bird, Fish, Rabbit, Reptile, Other); breed; birthday (date); weight (kg); microchip id; vet phone (phone); photo (image); notes (long text)',
    ),
    features: ['reminders', 'search'],
    extraEntities: [
      {
        entity: 'vet visit',
        titleField: 'reason',
        fields: phrases(
          'reason; pet (relation to pet); date (date); type (Checkup, Vaccination, Illness, Injury, Dental, Grooming, Other); clinic; cost (currency); next due (date); notes (long text)',
        ),
      },
    ],
  },
  {
    id: 'home-maintenance',
    category: 'lifestyle',
    appName: 'Home Maintenance',
    entity: 'maintenance task',
    nouns: words('maintenance task, home repair, house repair'),
    topics: words('home maintenance, house maintenance, home upkeep, homeowner, homeowners'),
    titleField: 'task',
    fields: phrases(
      'task; area (Kitchen, Bathroom, Garden, Heating, Plumbing, Electrical, Exterior, Other); frequency (Monthly, Quarterly, Twice a year, Yearly); last done (date); next due (date); cost (currency); contractor; notes (long text)',
    ),
    features: ['reminders', 'filters', 'sorting'],
  },
  {
    id: 'wardrobe',
    category: 'lifestyle',
    appName: 'Wardrobe',
    entity: 'clothing item',
    nouns: words('clothing item, garment, clothing piece'),
    topics: words('wardrobe, closet, clothes, clothing, fashion, capsule wardrobe, outfits'),
    titleField: 'name',
    fields: phrases(
      'name; category (Tops, Bottoms, Dresses, Outerwear, Shoes, Accessories); colour; brand; size; season (Spring, Summer, Autumn, Winter, All year); price (currency); last worn (date); photo (image)',
    ),
    features: ['search', 'filters', 'favorites'],
    extraEntities: [
      {
        entity: 'outfit',
        titleField: 'name',
        fields: phrases(
          'name; occasion (Everyday, Work, Party, Sport, Formal); pieces (long text); last worn (date); photo (image)',
        ),
      },
    ],
  },
  {
    id: 'collections',
    category: 'lifestyle',
    appName: 'My Collection',
    entity: 'collectible',
    nouns: words(
      'collectible, collectable, coin, stamp, trading card, figurine, action figure, sneaker, lego set',
    ),
    topics: words(
      'collection, collections, collecting, collector, coins, stamps, sneakers, numismatics, philately, memorabilia',
    ),
    titleField: 'name',
    fields: phrases(
      'name; category (Coins, Stamps, Cards, Figures, Comics, Other); year (number); condition (Mint, Excellent, Good, Fair, Poor); price paid (currency); estimated value (currency); acquired on (date); photo (image); notes (long text)',
    ),
    features: ['search', 'stats', 'tags'],
  },
  // food_drink
  {
    id: 'recipes',
    category: 'food_drink',
    appName: 'Recipe Book',
    entity: 'recipe',
    nouns: words('recipe, dish, bake'),
    topics: words('cooking, cookbook, recipes, baking, home cooking, cuisine'),
    titleField: 'name',
    fields: phrases(
      'name; cooking time (minutes); servings (number); difficulty (Easy, Medium, Hard); course (Breakfast, Main, Side, Dessert, Snack, Drink); ingredients (long text); steps (long text); photo (image); source (url)',
    ),
    features: ['search', 'favorites', 'tags'],
  },
  {
    id: 'restaurants',
    category: 'food_drink',
    appName: 'Restaurant List',
    entity: 'restaurant',
    nouns: words(
      'restaurant, cafe, bistro, eatery, brunch spot, food truck, coffee shop, coffee place, tea room',
    ),
    topics: words('dining, dining out, eating out, foodie, restaurants, food spots'),
    titleField: 'name',
    fields: phrases(
      'name; cuisine (Italian, Japanese, Mexican, Indian, Chinese, Thai, French, Other); price range (Cheap, Moderate, Pricey, Splurge); rating (rating); visited (yes/no); address (location); dishes to try (long text); website (url); notes (long text)',
    ),
    features: ['search', 'favorites', 'filters'],
  },
  {
    id: 'meal-planner',
    category: 'food_drink',
    appName: 'Meal Planner',
    entity: 'meal',
    nouns: words('meal, meal plan, planned meal, dinner, lunch'),
    topics: words('meal planning, meal prep, menu planning, meal plans, dinner plans'),
    titleField: 'dish',
    fields: phrases(
      'dish; date (date); meal (Breakfast, Lunch, Dinner, Snack); prep time (minutes); ingredients (long text); recipe link (url); cooked (yes/no); notes (long text)',
    ),
    features: ['reminders', 'tags'],
  },
  {
    id: 'pantry',
    category: 'food_drink',
    appName: 'Pantry',
    entity: 'pantry item',
    nouns: words('pantry item, ingredient, leftover'),
    topics: words('pantry, fridge, freezer, food storage, food waste, kitchen inventory, larder'),
    titleField: 'name',
    fields: phrases(
      'name; quantity (number); kept in (Pantry, Fridge, Freezer, Cupboard); expiry date (date); opened (yes/no); bought on (date); notes (long text)',
    ),
    features: ['reminders', 'search', 'filters'],
  },
  {
    id: 'coffee',
    category: 'food_drink',
    appName: 'Coffee Journal',
    entity: 'coffee',
    nouns: words('coffee, espresso, latte, coffee bean, brew'),
    topics: words('coffees, barista, home barista, specialty coffee, pour over, coffee tasting'),
    titleField: 'name',
    fields: phrases(
      'name; roaster; origin; brew method (Espresso, Pour over, French press, AeroPress, Moka pot, Cold brew, Drip); grind size (Fine, Medium, Coarse); dose (g); rating (rating); tasting notes (long text)',
    ),
    features: ['favorites', 'search', 'stats'],
  },
  {
    id: 'wine',
    category: 'food_drink',
    appName: 'Wine Notes',
    entity: 'wine',
    nouns: words('wine, wine bottle, red wine, white wine'),
    topics: words(
      'wines, wine tasting, cellar, wine cellar, sommelier, vineyard, vineyards, oenology',
    ),
    titleField: 'name',
    fields: phrases(
      'name; winery; vintage (number); type (Red, White, Rosé, Sparkling, Dessert, Fortified); grape; region; price (currency); rating (rating); tasting notes (long text)',
    ),
    features: ['search', 'favorites', 'stats'],
  },
  {
    id: 'cocktails',
    category: 'food_drink',
    appName: 'Cocktail Book',
    entity: 'cocktail',
    nouns: words('cocktail, mocktail, mixed drink, drink recipe'),
    topics: words('cocktails, mixology, bartending, bartender, home bar'),
    titleField: 'name',
    fields: phrases(
      'name; base spirit (Gin, Vodka, Rum, Tequila, Whiskey, Brandy, None); glass (Coupe, Rocks, Highball, Martini, Wine, Other); ingredients (long text); method (long text); garnish; rating (rating); photo (image)',
    ),
    features: ['favorites', 'search', 'tags'],
  },
];
