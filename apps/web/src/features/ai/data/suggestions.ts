/** Code Generation's clickable suggestions, one per built-in code recipe. */
export const CODE_SUGGESTIONS: readonly string[] = [
  'A data model for a recipe with name, servings and cook time',
  'A REST client for products with retry and timeout',
  'Form validation for a sign-up form with email and password',
  'Debounce a search input',
  'Parse a CSV of contacts with name, email and phone',
  'A unit test for a function that formats prices',
];

/** UI Generation's design suggestions, one per built-in UI recipe. */
export const UI_SUGGESTIONS: readonly string[] = [
  'A login form with email, password and a Sign In button',
  'A profile card with avatar, name, bio and a Follow button',
  'A settings screen with notification and dark mode switches',
  'A pricing table with Free, Pro and Team plans',
  'An empty state for an inbox with a call to action',
  'An onboarding screen with three steps and a progress indicator',
];
