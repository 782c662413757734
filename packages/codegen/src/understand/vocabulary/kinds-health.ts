import { phrases, words } from './lists.ts';
import type { AppKind } from './types.ts';

/** Health & fitness: workouts, habits, water, food, medication, meditation, sleep, weight, runs, cycles, vaccines. */
export const HEALTH_KINDS: AppKind[] = [
  {
    id: 'workouts',
    category: 'health_fitness',
    appName: 'Workout Log',
    entity: 'workout',
    nouns: words('workout, exercise, gym session, lifting session'),
    topics: words(
      'fitness, gym, training, exercising, weightlifting, strength training, crossfit, bodybuilding, calisthenics, powerlifting, hiit, yoga, pilates, spinning, fitness studio',
    ),
    titleField: 'name',
    fields: phrases(
      'name; date (date); duration (minutes); type (Strength, Cardio, HIIT, Yoga, Mobility, Sports, Other); calories (kcal); effort (Easy, Moderate, Hard, Max); exercises (long text); notes (long text)',
    ),
    features: ['stats', 'reminders', 'filters'],
    extraEntities: [
      {
        entity: 'exercise set',
        titleField: 'exercise',
        fields: phrases(
          'exercise; workout (relation to workout); sets (number); reps (reps); weight (kg); notes (long text)',
        ),
      },
    ],
  },
  {
    id: 'habits',
    category: 'health_fitness',
    appName: 'Habit Tracker',
    entity: 'habit',
    nouns: words('habit, routine, ritual'),
    topics: words('habits, habit tracking, habit building, streaks, routines'),
    titleField: 'name',
    fields: phrases(
      'name; frequency (Daily, Weekdays, Weekly); streak (days); done today (yes/no); best streak (days); time of day (Morning, Afternoon, Evening, Anytime); started on (date); motivation (long text)',
    ),
    features: ['reminders', 'stats'],
  },
  {
    id: 'water-intake',
    category: 'health_fitness',
    appName: 'Water Tracker',
    entity: 'water intake',
    nouns: words('water intake, water glass'),
    topics: words('water, hydration, hydrated, drinking water, water tracking'),
    titleField: 'drink',
    fields: phrases(
      'drink; amount (ml); time (datetime); container (Glass, Bottle, Mug, Cup); notes (long text)',
    ),
    features: ['stats', 'reminders'],
  },
  {
    id: 'calories',
    category: 'health_fitness',
    appName: 'Calorie Counter',
    entity: 'food',
    nouns: words('food, snack, food item'),
    topics: words(
      'nutrition, diet, dieting, calorie, calories, calorie counting, macro, macros, keto, food diary',
    ),
    titleField: 'food',
    fields: phrases(
      'food; meal (Breakfast, Lunch, Dinner, Snack); calories (kcal); date (date); protein (g); carbs (g); fat (g); portion; photo (image)',
    ),
    features: ['stats', 'sorting'],
  },
  {
    id: 'medications',
    category: 'medical',
    appName: 'Medication Tracker',
    entity: 'medication',
    nouns: words('medication, medicine, pill, prescription, supplement, vitamin, med'),
    topics: words(
      'medications, meds, medicines, pills, prescriptions, supplements, vitamins, pillbox, pill box, medication reminder, medication reminders, pill reminder, pill reminders',
    ),
    titleField: 'name',
    fields: phrases(
      'name; dosage; times per day (number); time of day (Morning, Noon, Evening, Bedtime); start date (date); refill date (date); taken today (yes/no); prescribed by; notes (long text)',
    ),
    features: ['reminders', 'search'],
  },
  {
    id: 'meditation',
    category: 'health_fitness',
    appName: 'Meditation Log',
    entity: 'meditation session',
    nouns: words('meditation session, meditation, breathing exercise, breathing session'),
    topics: words('meditating, mindfulness, mindful, breathwork, calm'),
    titleField: 'technique',
    fields: phrases(
      'technique; date (date); duration (minutes); mood before (Great, Good, Okay, Bad, Awful); mood after (Great, Good, Okay, Bad, Awful); focus (rating); notes (long text)',
    ),
    features: ['stats', 'reminders'],
  },
  {
    id: 'sleep',
    category: 'health_fitness',
    appName: 'Sleep Tracker',
    entity: 'sleep log',
    nouns: words('sleep log, sleep session, nap'),
    topics: words(
      'sleep, sleeping, insomnia, bedtime, sleep tracking, sleep quality, dream journal',
    ),
    titleField: 'title',
    fields: phrases(
      'title; hours slept (hours); quality (rating); bedtime (datetime); wake time (datetime); awakenings (number); dreams (long text); notes (long text)',
    ),
    features: ['stats', 'sorting'],
  },
  {
    id: 'weight',
    category: 'health_fitness',
    appName: 'Weight Tracker',
    entity: 'weigh-in',
    nouns: words('weigh-in, body measurement'),
    topics: words('weight, weight loss, weightloss, body weight, bmi, body fat, slimming'),
    titleField: 'title',
    fields: phrases(
      'title; date (date); weight (kg); body fat (%); waist (cm); goal weight (kg); progress photo (image); notes (long text)',
    ),
    features: ['stats', 'sorting'],
  },
  {
    id: 'running',
    category: 'health_fitness',
    appName: 'Running Log',
    entity: 'run',
    nouns: words('run, jog, race, long run'),
    topics: words(
      'running, jogging, runner, marathon, half marathon, 5k, 10k, trail running, strava',
    ),
    titleField: 'route',
    fields: phrases(
      'route; date (date); distance (km); time (minutes); pace (number); heart rate (bpm); effort (Easy, Moderate, Hard, Race); shoes; notes (long text)',
    ),
    features: ['stats', 'sorting', 'filters'],
  },
  {
    id: 'cycle-tracker',
    category: 'health_fitness',
    appName: 'Cycle Tracker',
    entity: 'period',
    nouns: words('period, menstrual cycle'),
    topics: words(
      'menstruation, menstrual, periods, period tracking, cycle tracking, fertility, ovulation, pms',
    ),
    titleField: 'title',
    fields: phrases(
      'title; start date (date); end date (date); cycle length (days); flow (Light, Medium, Heavy); pain (None, Mild, Moderate, Severe); mood (Great, Good, Okay, Bad, Awful); symptoms (long text); notes (long text)',
    ),
    features: ['stats', 'reminders'],
  },
  {
    id: 'vaccinations',
    category: 'medical',
    appName: 'Vaccination Record',
    entity: 'vaccination',
    nouns: words(
      'vaccination, vaccine, immunization, immunisation, booster, jab, flu shot, vaccination record',
    ),
    topics: words(
      'vaccinations, vaccines, immunizations, immunisations, jabs, immunization record',
    ),
    titleField: 'vaccine',
    fields: phrases(
      'vaccine; person; dose (1st, 2nd, 3rd, Booster); date given (date); next due (date); clinic; batch code; notes (long text)',
    ),
    features: ['reminders', 'filters', 'search'],
  },
  {
    id: 'symptoms',
    category: 'medical',
    appName: 'Symptom Diary',
    entity: 'symptom',
    nouns: words('symptom, flare-up, flare up, migraine, headache, allergy reaction'),
    topics: words(
      'symptoms, symptom diary, symptom tracker, migraines, headaches, allergies, chronic pain',
    ),
    titleField: 'symptom',
    fields: phrases(
      'symptom; severity (Mild, Moderate, Severe); started at (datetime); duration (hours); possible trigger; medication; notes (long text)',
    ),
    features: ['stats', 'filters', 'sharing'],
  },
  {
    id: 'doctor-visits',
    category: 'medical',
    appName: 'Doctor Visits',
    entity: 'doctor visit',
    nouns: words(
      'doctor visit, doctor appointment, medical appointment, checkup, check-up, specialist visit',
    ),
    topics: words(
      'doctor visits, doctors, doctor appointments, medical appointments, checkups, specialists',
    ),
    titleField: 'doctor',
    fields: phrases(
      'doctor; specialty (General practice, Dentist, Cardiology, Dermatology, Pediatrics, Other); visit at (datetime); reason; clinic address (location); phone (phone); next visit (date); notes (long text)',
    ),
    features: ['reminders', 'search', 'sorting'],
  },
  {
    id: 'vitals',
    category: 'medical',
    appName: 'Vital Signs',
    entity: 'reading',
    nouns: words('glucose reading, vital sign, vitals reading, bp reading'),
    topics: words(
      'blood pressure, blood sugar, glucose, diabetes, vital signs, vitals, heart health, hypertension',
    ),
    titleField: 'label',
    fields: phrases(
      'label; measured at (datetime); systolic (number); diastolic (number); pulse (bpm); blood sugar (number); notes (long text)',
    ),
    features: ['stats', 'sorting', 'sharing'],
  },
];
