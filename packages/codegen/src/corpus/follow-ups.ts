/**
 * Follow-up scripts: a first prompt, then edits, each with the change a person expects. Field
 * changes are `Entity.field` (or `Entity.field:type`) and must match the actual diff exactly.
 */
export interface ExpectedChange {
  addedFields?: string[];
  removedFields?: string[];
  renamedFields?: [string, string][];
  addedEntities?: string[];
  removedEntities?: string[];
  addedFeatures?: string[];
  removedFeatures?: string[];
  appName?: string;
  primaryColor?: string;
  style?: string;
  navigation?: string;
}

export interface FollowUpScript {
  start: string;
  turns: { prompt: string; expect: ExpectedChange }[];
}

export const FOLLOW_UPS: FollowUpScript[] = [
  {
    start: 'Build a task manager app',
    turns: [
      { prompt: 'add a location to tasks', expect: { addedFields: ['Task.location:location'] } },
      { prompt: 'make it purple', expect: { primaryColor: '#A855F7' } },
      { prompt: 'remove the priority field', expect: { removedFields: ['Task.priority'] } },
      { prompt: 'rename the app to Daily Planner', expect: { appName: 'Daily Planner' } },
    ],
  },
  {
    start: 'an app to track books with title, author and rating',
    turns: [
      { prompt: 'add a genre field', expect: { addedFields: ['Book.genre:enum'] } },
      { prompt: 'remove the stats screen', expect: { removedFeatures: ['stats'] } },
      { prompt: 'add a stats screen', expect: { addedFeatures: ['stats'] } },
      { prompt: 'add sorting and dark mode', expect: { addedFeatures: ['sorting', 'darkMode'] } },
    ],
  },
  {
    start: 'a recipe app',
    turns: [
      { prompt: 'add an authors tab with name and bio', expect: { addedEntities: ['Author'] } },
      { prompt: 'use a minimal style', expect: { style: 'minimal' } },
      { prompt: 'call it Cook Book', expect: { appName: 'Cook Book' } },
    ],
  },
  {
    start: 'Make a fitness tracker',
    turns: [
      { prompt: 'add dark mode', expect: { addedFeatures: ['darkMode'] } },
      { prompt: 'switch to stack navigation', expect: { navigation: 'stack' } },
      {
        prompt: 'rename the calories field to energy',
        expect: { renamedFields: [['Workout.calories', 'Workout.energy']] },
      },
      {
        prompt: 'add a heart rate field (bpm) and a mood field',
        expect: { addedFields: ['Workout.heartRate:number', 'Workout.mood:enum'] },
      },
    ],
  },
  {
    start: 'a grocery shopping list',
    turns: [
      { prompt: 'change the colour to teal', expect: { primaryColor: '#14B8A6' } },
      {
        prompt: 'add a brand field and an expiry date',
        expect: { addedFields: ['ShoppingItem.brand:text', 'ShoppingItem.expiryDate:date'] },
      },
      { prompt: 'remove the brand field', expect: { removedFields: ['ShoppingItem.brand'] } },
    ],
  },
  {
    start: 'a small CRM to keep track of my clients with name, company, email and phone',
    turns: [
      {
        prompt: 'add a deals screen with title, value and stage',
        expect: { addedEntities: ['Deal'] },
      },
      {
        prompt: 'add a notes field to clients',
        expect: { addedFields: ['Client.notes:longText'] },
      },
      {
        prompt: 'make it navy and use iOS style',
        expect: { primaryColor: '#1E3A8A', style: 'ios' },
      },
      { prompt: 'remove deals', expect: { removedEntities: ['Deal'] } },
    ],
  },
  {
    start: 'a habit tracker with primary color #7C3AED and secondary #F59E0B',
    turns: [
      {
        prompt: 'add a goals screen with name, color and deadline',
        expect: { addedEntities: ['Goal'] },
      },
      {
        prompt: 'add a reminder time to habits',
        expect: { addedFields: ['Habit.reminderTime:datetime'] },
      },
      {
        prompt: 'change the primary color to #123456 and use iOS style',
        expect: { primaryColor: '#123456', style: 'ios' },
      },
    ],
  },
  {
    start: 'a todo app',
    turns: [
      {
        prompt: 'I want tasks to have a location',
        expect: { addedFields: ['Todo.location:location'] },
      },
      {
        prompt: 'add a size to tasks: small, medium, large',
        expect: { addedFields: ['Todo.size:enum'] },
      },
      {
        prompt: 'rename tasks to chores',
        expect: { addedEntities: ['Chore'], removedEntities: ['Todo'] },
      },
      { prompt: 'remove the size field', expect: { removedFields: ['Chore.size'] } },
    ],
  },
];
