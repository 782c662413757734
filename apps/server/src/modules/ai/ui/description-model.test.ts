import { describe, expect, it } from 'vitest';
import { describeUi } from './description-model';

describe('describeUi', () => {
  it('lists what follows "with", and takes "a … button" as a button label', () => {
    expect(describeUi('a profile card with avatar, name, bio and a follow button')).toEqual({
      subject: 'profile card',
      items: ['avatar', 'name', 'bio'],
      buttons: ['follow'],
    });
  });

  it('splits on commas, "and", "or" and "&"', () => {
    expect(describeUi('settings screen with notifications, dark mode and language').items).toEqual([
      'notifications',
      'dark mode',
      'language',
    ]);
    expect(describeUi('a form with name & email or phone').items).toEqual([
      'name',
      'email',
      'phone',
    ]);
  });

  it('drops the noun the listed things share ("Free, Pro and Team plans")', () => {
    expect(describeUi('pricing table with Free, Pro and Team plans').items).toEqual([
      'Free',
      'Pro',
      'Team',
    ]);
    expect(describeUi('a tab bar with tabs for Home, Search and Profile').items).toEqual([
      'Home',
      'Search',
      'Profile',
    ]);
    expect(describeUi('a contact form with name, email and message fields').items).toEqual([
      'name',
      'email',
      'message',
    ]);
  });

  it('reads a list after a colon, and a count of steps', () => {
    expect(
      describeUi('onboarding with 3 steps: Welcome, Track habits, Get reminders'),
    ).toMatchObject({
      subject: 'onboarding',
      items: ['Welcome', 'Track habits', 'Get reminders'],
      count: 3,
    });
    expect(describeUi('onboarding with four slides')).toMatchObject({ items: [], count: 4 });
  });

  it('takes a title from quotes or from "called", "titled", "saying"', () => {
    expect(
      describeUi('a confirmation dialog titled "Delete file?" with Cancel and Delete buttons'),
    ).toEqual({
      subject: 'confirmation dialog',
      title: 'Delete file?',
      items: [],
      buttons: ['Cancel', 'Delete'],
    });
    expect(describeUi('a settings screen called Preferences').title).toBe('Preferences');
    expect(describeUi("an empty state saying 'Nothing to see here'").title).toBe(
      'Nothing to see here',
    );
    expect(describeUi('a "Welcome back" login form').title).toBe('Welcome back');
  });

  it('tells a quoted title from a quoted message', () => {
    expect(
      describeUi(
        'a dialog with the title "Leave page?" and the message "Unsaved changes will be lost."',
      ),
    ).toMatchObject({ title: 'Leave page?', message: 'Unsaved changes will be lost.' });
  });

  it('keeps commas and "and" inside quotes, and apostrophes are not quotes', () => {
    const words = describeUi(
      "a user's card with 'Terms and conditions, please' and a 'Save' button",
    );
    expect(words.subject).toBe("user's card");
    expect(words.items).toEqual(['Terms and conditions, please']);
    expect(words.buttons).toEqual(['Save']);
  });

  it('finds button labels before any list, without style words', () => {
    expect(describeUi('a big red Save button').buttons).toEqual(['Save']);
    expect(describeUi('a card with a "Share with a friend" button').buttons).toEqual([
      'Share with a friend',
    ]);
    expect(describeUi('Create a primary "Sign up with Apple" button').buttons).toEqual([
      'Sign up with Apple',
    ]);
    expect(describeUi('a primary button labelled Continue')).toMatchObject({
      buttons: [],
      title: 'Continue',
    });
  });

  it('gives the plural of a button group to the bare words before it, not to "a …" things', () => {
    expect(describeUi('a dialog with a message and Cancel and Delete buttons')).toMatchObject({
      items: ['message'],
      buttons: ['Cancel', 'Delete'],
    });
  });

  it('keeps fields out of a button group that follows them', () => {
    expect(
      describeUi(
        'a contact form with name, birthday and message fields and Send and Cancel buttons',
      ),
    ).toMatchObject({ items: ['name', 'birthday', 'message'], buttons: ['Send', 'Cancel'] });
    expect(describeUi('a form with name, email, save and cancel buttons')).toMatchObject({
      items: ['name', 'email'],
      buttons: ['save', 'cancel'],
    });
    expect(describeUi('with OK, Retry and Cancel buttons').buttons).toEqual([
      'OK',
      'Retry',
      'Cancel',
    ]);
  });

  it('reads the subject without verbs, articles and filler adjectives, and "list of X" as "X list"', () => {
    expect(describeUi('Create a simple login form for my app').subject).toBe('login form');
    expect(describeUi('please build me a modern settings screen').subject).toBe('settings screen');
    expect(describeUi('a list of contacts with name and phone').subject).toBe('contacts list');
    expect(describeUi('a sign in screen').subject).toBe('sign in screen');
  });

  it('cuts a purpose phrase off an item', () => {
    expect(describeUi('a profile card with avatar and name for the team page').items).toEqual([
      'avatar',
      'name',
    ]);
  });
});
