import { phrases, words } from './lists.ts';
import type { AppKind } from './types.ts';

/** Travel and navigation: trips, packing, places visited, flights; saved places, routes, parking. */
export const PLACES_KINDS: AppKind[] = [
  // travel
  {
    id: 'trips',
    category: 'travel',
    appName: 'Trip Planner',
    entity: 'trip',
    nouns: words('trip, vacation, holiday, journey, getaway, road trip, city break'),
    topics: words(
      'travel, travelling, traveling, travel planning, vacations, holidays, backpacking, wanderlust, itinerary, itineraries',
    ),
    titleField: 'name',
    fields: phrases(
      'name; destination (location); start date (date); end date (date); budget (currency); travelers (number); status (Dreaming, Planning, Booked, Done); accommodation; notes (long text)',
    ),
    features: ['reminders', 'sharing'],
    extraEntities: [
      {
        entity: 'itinerary item',
        titleField: 'title',
        fields: phrases(
          'title; trip (relation to trip); starts at (datetime); place (location); category (Sightseeing, Food, Transport, Stay, Activity, Other); booked (yes/no); confirmation number; cost (currency)',
        ),
      },
    ],
  },
  {
    id: 'packing',
    category: 'travel',
    appName: 'Packing List',
    entity: 'packing item',
    nouns: words('packing item, luggage item'),
    topics: words('packing, packing list, luggage, suitcase, carry-on, packing checklist'),
    titleField: 'name',
    fields: phrases(
      'name; category (Clothes, Toiletries, Electronics, Documents, Medicine, Other); quantity (number); packed (yes/no); bag (Suitcase, Carry-on, Backpack, Personal item); essential (yes/no); notes (long text)',
    ),
    features: ['filters', 'sharing'],
  },
  {
    id: 'places-visited',
    category: 'travel',
    appName: 'Places Visited',
    entity: 'visit',
    nouns: words('country, city, town, visited place, travel memory'),
    topics: words(
      'countries visited, visited countries, travel map, travel journal, travel diary, travel log',
    ),
    titleField: 'name',
    fields: phrases(
      'name; country; visited on (date); rating (rating); highlights (long text); travel companions; location (location); photo (image)',
    ),
    features: ['stats', 'favorites', 'sharing'],
  },
  {
    id: 'flights',
    category: 'travel',
    appName: 'Flight Log',
    entity: 'flight',
    nouns: words('flight, layover, plane ticket'),
    topics: words('flights, flying, air travel, frequent flyer, aviation, plane spotting'),
    titleField: 'flight number',
    fields: phrases(
      'flight number; airline; origin (location); destination (location); departs at (datetime); arrives at (datetime); seat; booking code; price (currency)',
    ),
    features: ['reminders', 'stats'],
  },
  // navigation
  {
    id: 'saved-places',
    category: 'navigation',
    appName: 'Saved Places',
    entity: 'place',
    nouns: words('place, saved place, spot, landmark, hangout'),
    topics: words('map, maps, pins, pinned places, places, locations'),
    titleField: 'name',
    fields: phrases(
      'name; address (location); category (Home, Work, Food, Shopping, Nature, Friends, Other); phone (phone); website (url); visited (yes/no); photo (image); notes (long text)',
    ),
    features: ['favorites', 'search', 'sharing'],
  },
  {
    id: 'routes',
    category: 'navigation',
    appName: 'Routes',
    entity: 'route',
    nouns: words(
      'route, trail, hike, ride, bike route, cycling route, walking route, running route',
    ),
    topics: words('routes, hiking, cycling, biking, trails, mountain biking, walking, rambling'),
    titleField: 'name',
    fields: phrases(
      'name; distance (km); difficulty (Easy, Moderate, Hard); start point (location); end point (location); elevation gain (meters); surface (Road, Gravel, Trail, Mixed); rating (rating); map link (url)',
    ),
    features: ['favorites', 'filters', 'stats'],
  },
  {
    id: 'parking',
    category: 'navigation',
    appName: 'Parking Spot',
    entity: 'parking spot',
    nouns: words('parking spot, parking space, parking place'),
    topics: words('parking, parked, car park, parking garage, parking lot'),
    titleField: 'name',
    fields: phrases(
      'name; location (location); parked at (datetime); floor; bay; paid until (datetime); cost (currency); photo (image); notes (long text)',
    ),
    features: ['reminders', 'sharing'],
  },
  {
    id: 'commutes',
    category: 'navigation',
    appName: 'Commute Log',
    entity: 'commute',
    nouns: words('commute'),
    topics: words('commuting, commuter, public transport, transit, train commute, bus commute'),
    titleField: 'route',
    fields: phrases(
      'route; date (date); transport (Car, Bus, Train, Bike, Walk, Other); duration (minutes); delay (minutes); departed (datetime); arrived (datetime); cost (currency); notes (long text)',
    ),
    features: ['stats', 'sorting'],
  },
];
