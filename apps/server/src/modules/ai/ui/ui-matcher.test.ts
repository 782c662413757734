import { describe, expect, it } from 'vitest';
import { UI_CATALOGUE } from './ui-catalogue';
import { matchUiRecipe } from './ui-matcher';

const PHRASINGS: Record<string, string[]> = {
  'login-form': [
    'a login form with email and password',
    'Sign in screen with username and password',
    'authentication page with a forgot password link',
    'log-in form',
  ],
  'profile-card': [
    'a profile card with avatar, name, bio and a follow button',
    'user card showing avatar and followers',
    'team member profile with name, role and email',
  ],
  'settings-screen': [
    'settings screen with notifications, dark mode and language',
    'preferences page with toggles for sound and vibration',
    'an app settings page',
  ],
  'list-rows': [
    'a list of contacts with name and phone',
    'a list with rows for Inbox, Sent and Drafts',
    'a feed of posts with author and date',
  ],
  'pricing-table': [
    'pricing table with Free, Pro and Team plans',
    'subscription plans: Basic, Premium',
    'three pricing tiers',
  ],
  'empty-state': [
    'an empty state for messages',
    'empty inbox placeholder',
    'no results found screen for search',
  ],
  'tab-bar': [
    'a tab bar with Home, Search and Profile',
    'bottom navigation with feed, cart and account',
    'a tab bar with Home, Search, Cart and Profile tabs',
  ],
  onboarding: [
    'onboarding with 3 steps: Welcome, Track habits, Get reminders',
    'welcome screens walkthrough',
    'intro slides for a fitness app',
  ],
  'form-fields': [
    'a contact form with name, email and message',
    'sign up form with name, email and password',
    'form fields for address, city and zip code',
  ],
  card: [
    'a card with an image, title and a Read more button',
    'product card with price and rating',
    'a blog card',
  ],
  button: ['a primary button labelled Save', 'big red Save button', 'a call to action'],
  dialog: [
    'a confirmation dialog with Cancel and Delete buttons',
    'a modal asking "Are you sure?"',
    'an alert popup',
  ],
};

describe('matchUiRecipe', () => {
  it('has phrasings for every recipe in the catalogue', () => {
    expect(Object.keys(PHRASINGS).sort()).toEqual(UI_CATALOGUE.map((recipe) => recipe.id).sort());
  });

  it.each(Object.entries(PHRASINGS))('picks %s for its phrasings', (id, phrasings) => {
    for (const phrasing of phrasings) expect(matchUiRecipe(phrasing)?.id, phrasing).toBe(id);
  });

  it('prefers what the noun phrase asks for over what the component contains', () => {
    expect(matchUiRecipe('a tab bar with Home, Search and Profile')?.id).toBe('tab-bar');
    expect(matchUiRecipe('a settings screen with a logout button')?.id).toBe('settings-screen');
    expect(matchUiRecipe('a card with a title and a button')?.id).toBe('card');
  });

  it.each([
    'write me a sonnet about the sea',
    'compute the first 100 prime numbers',
    'a REST API for todos in Rust',
    'a database migration for users',
    'hello',
  ])('matches nothing for "%s"', (description) => {
    expect(matchUiRecipe(description)).toBeNull();
  });
});
