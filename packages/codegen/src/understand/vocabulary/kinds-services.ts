import { phrases, words } from './lists.ts';
import type { AppKind } from './types.ts';

/** Small practices, landlords and nonprofits (patients, rentals, tenants, rent, donors, donations, campaigns), renovations, and personal logs (moods, bird sightings). */
export const SERVICES_KINDS: AppKind[] = [
  {
    id: 'patients',
    category: 'medical',
    appName: 'Patients',
    entity: 'patient',
    nouns: words('patient'),
    topics: words(
      'dentist, dental, dentistry, physiotherapy, physio, chiropractor, private practice',
    ),
    titleField: 'name',
    fields: phrases(
      'name; birthday (date); phone (phone); email (email); insurance; allergies (long text); last visit (date); next visit (date); notes (long text)',
    ),
    features: ['search', 'reminders'],
  },
  {
    id: 'rental-properties',
    category: 'business',
    appName: 'Rental Properties',
    entity: 'property',
    nouns: words('property, rental property, rental unit, rental'),
    topics: words('landlord, landlords, property management, real estate, lettings'),
    titleField: 'name',
    fields: phrases(
      'name; address (location); monthly rent (currency); bedrooms (number); status (Vacant, Occupied, For sale, Under offer, Sold); photo (image); notes (long text)',
    ),
    features: ['search', 'filters', 'stats'],
  },
  {
    id: 'tenants',
    category: 'business',
    appName: 'Tenants',
    entity: 'tenant',
    nouns: words('tenant, renter, lodger'),
    topics: words('tenancy, tenancies, leases'),
    titleField: 'name',
    fields: phrases(
      'name; phone (phone); email (email); lease start (date); lease end (date); monthly rent (currency); deposit paid (yes/no); notes (long text)',
    ),
    features: ['search', 'reminders'],
  },
  {
    id: 'rent-payments',
    category: 'finance',
    appName: 'Rent Payments',
    entity: 'rent payment',
    nouns: words('rent payment, rent'),
    topics: words('rent collection'),
    titleField: 'tenant',
    fields: phrases(
      'tenant; amount (currency); due date (date); paid (yes/no); paid on (date); method (Bank transfer, Cash, Card, Other); notes (long text)',
    ),
    features: ['filters', 'stats', 'reminders'],
  },
  {
    id: 'donors',
    category: 'business',
    appName: 'Donors',
    entity: 'donor',
    nouns: words('donor, supporter, sponsor, patron'),
    topics: words('nonprofit, non-profit, charity, charities, fundraising, fundraiser'),
    titleField: 'name',
    fields: phrases(
      'name; email (email); phone (phone); total given (currency); first gift (date); recurring (yes/no); notes (long text)',
    ),
    features: ['search', 'sorting', 'stats'],
  },
  {
    id: 'donations',
    category: 'finance',
    appName: 'Donations',
    entity: 'donation',
    nouns: words('donation, pledge, contribution'),
    topics: words('donations, giving, pledges'),
    titleField: 'donor',
    fields: phrases(
      'donor; amount (currency); date (date); campaign; method (Card, Bank transfer, Cash, Cheque, Other); gift aid (yes/no); notes (long text)',
    ),
    features: ['stats', 'filters', 'sorting'],
  },
  {
    id: 'campaigns',
    category: 'business',
    appName: 'Campaigns',
    entity: 'campaign',
    nouns: words('fundraising campaign, appeal, fund drive'),
    topics: words('crowdfunding, appeals'),
    titleField: 'name',
    fields: phrases(
      'name; goal amount (currency); raised (currency); start date (date); end date (date); status (Planned, Active, Finished); description (long text)',
    ),
    features: ['stats', 'sorting'],
  },
  {
    id: 'renovation',
    category: 'tools',
    appName: 'Renovation Planner',
    entity: 'renovation task',
    nouns: words('renovation task, renovation job, building job'),
    topics: words(
      'renovation, renovations, home renovation, remodel, remodeling, refurbishment, home improvement',
    ),
    titleField: 'task',
    fields: phrases(
      'task; room (Kitchen, Bathroom, Bedroom, Living room, Garden, Other); status (Planned, In progress, Done); cost (currency); contractor; due date (date); photo (image); notes (long text)',
    ),
    features: ['stats', 'filters', 'sorting'],
  },
  {
    id: 'moods',
    category: 'health_fitness',
    appName: 'Mood Tracker',
    entity: 'mood entry',
    nouns: words('mood entry, mood log, check-in, mood check-in'),
    topics: words('mood, moods, mood tracking, emotions, feelings'),
    titleField: 'what happened',
    fields: phrases(
      'what happened; mood (Great, Good, Okay, Bad, Awful); energy (number); logged at (datetime); note (long text); sleep (hours)',
    ),
    features: ['stats', 'reminders'],
  },
  {
    id: 'bird-sightings',
    category: 'lifestyle',
    appName: 'Bird Sightings',
    entity: 'sighting',
    nouns: words('sighting, bird sighting, bird'),
    topics: words('birdwatching, bird watching, birding, birders, wildlife'),
    titleField: 'species',
    fields: phrases(
      'species; count (number); seen at (datetime); location (location); photo (image); weather (Sunny, Cloudy, Rainy, Windy, Snowy); notes (long text)',
    ),
    features: ['stats', 'search'],
  },
];
