import { phrases, words } from './lists.ts';
import type { AppKind } from './types.ts';

/** Social, communication and dating: friends, events, guests, clubs; messages, contacts; matches. */
export const PEOPLE_KINDS: AppKind[] = [
  // social
  {
    id: 'friends',
    category: 'social',
    appName: 'Friends',
    entity: 'friend',
    nouns: words('friend, buddy, pal, acquaintance, bestie'),
    topics: words('friends, besties, friendship, birthday, birthdays, catching up, catch ups'),
    titleField: 'name',
    fields: phrases(
      'name; birthday (date); phone (phone); email (email); introduced by; last caught up (date); gift ideas (long text); photo (image); notes (long text)',
    ),
    features: ['reminders', 'search', 'favorites'],
  },
  {
    id: 'events',
    category: 'social',
    appName: 'Event Planner',
    entity: 'event',
    nouns: words('event, meetup, party, gathering, get-together, celebration'),
    topics: words(
      'events, meetups, parties, event planning, party planning, social calendar, calendar, agenda',
    ),
    titleField: 'title',
    fields: phrases(
      'title; starts at (datetime); venue (location); host; attendees (number); rsvp (Going, Maybe, Not going); cost (currency); description (long text); photo (image)',
    ),
    features: ['reminders', 'search', 'sharing'],
  },
  {
    id: 'guest-list',
    category: 'social',
    appName: 'Guest List',
    entity: 'guest',
    nouns: words('guest, wedding guest, invitee, party guest'),
    topics: words(
      'rsvp, rsvps, wedding, weddings, guest list, guest lists, invitations, wedding planning, seating plan',
    ),
    titleField: 'name',
    fields: phrases(
      'name; rsvp (Invited, Attending, Declined, Maybe); party size (number); meal choice (Meat, Fish, Vegetarian, Vegan, Kids); table number (number); relationship (Family, Friend, Colleague, Other); invite sent (yes/no); phone (phone); address (location)',
    ),
    features: ['filters', 'stats', 'search'],
  },
  {
    id: 'club-members',
    category: 'social',
    appName: 'Club Members',
    entity: 'member',
    nouns: words('member, club member, volunteer'),
    topics: words(
      'club, clubs, membership, memberships, society, association, community group, volunteering',
    ),
    titleField: 'name',
    fields: phrases(
      'name; membership (Regular, Student, Family, Honorary); role (Member, Organizer, Treasurer, Secretary, Volunteer); joined on (date); dues paid (yes/no); email (email); phone (phone); notes (long text)',
    ),
    features: ['search', 'filters', 'sorting'],
  },
  {
    id: 'social-posts',
    category: 'social',
    appName: 'Content Planner',
    entity: 'post',
    nouns: words('post, social post, instagram post, caption'),
    topics: words(
      'social media, content calendar, content planning, instagram, tiktok, influencer, content creator, posting schedule',
    ),
    titleField: 'title',
    fields: phrases(
      'title; platform (Instagram, TikTok, Facebook, X, LinkedIn, YouTube); scheduled for (datetime); status (Idea, Drafted, Scheduled, Posted); caption (long text); image (image); hashtags; likes (number)',
    ),
    features: ['reminders', 'filters', 'stats'],
  },
  // communication
  {
    id: 'messages',
    category: 'communication',
    appName: 'Message Log',
    entity: 'message',
    nouns: words('message, conversation, chat, text message'),
    topics: words('messaging, messages, chats, conversations, inbox, chat log'),
    titleField: 'contact',
    fields: phrases(
      'contact; channel (Text, Call, Email, WhatsApp, In person, Other); direction (Sent, Received); sent at (datetime); message (long text); reply needed (yes/no); important (yes/no)',
    ),
    features: ['search', 'filters', 'reminders'],
  },
  {
    id: 'directory',
    category: 'communication',
    appName: 'Contact Directory',
    entity: 'contact',
    nouns: words('contact, colleague, coworker, co-worker'),
    topics: words(
      'directory, contact directory, contacts, address book, addressbook, phone book, phonebook, rolodex, staff directory, company directory',
    ),
    titleField: 'name',
    fields: phrases(
      'name; department; job title; phone (phone); extension; email (email); office (location); photo (image)',
    ),
    features: ['search', 'favorites', 'sorting'],
  },
  {
    id: 'announcements',
    category: 'communication',
    appName: 'Announcements',
    entity: 'announcement',
    nouns: words('announcement, notice, bulletin'),
    topics: words(
      'announcements, notice board, noticeboard, bulletin board, team updates, internal comms',
    ),
    titleField: 'title',
    fields: phrases(
      'title; message (long text); author; posted on (date); audience (Everyone, Staff, Managers, Parents, Members); priority (Low, Medium, High); pinned (yes/no); attachment (url)',
    ),
    features: ['search', 'filters', 'sharing'],
  },
  {
    id: 'email-templates',
    category: 'communication',
    appName: 'Email Templates',
    entity: 'email template',
    nouns: words('email template, email, template, canned response, snippet, message template'),
    topics: words('templates, email templates, canned responses, email drafts, cold emails'),
    titleField: 'name',
    fields: phrases(
      'name; subject; body (long text); purpose (Sales, Support, Follow-up, Personal, Other); last used (date); favorite (yes/no)',
    ),
    features: ['search', 'tags', 'sharing'],
  },
  // dating
  {
    id: 'dating-journal',
    category: 'dating',
    appName: 'Dating Journal',
    entity: 'match',
    nouns: words('dating match, crush, love interest, suitor'),
    topics: words('dating, online dating, dating journal, tinder, hinge, bumble'),
    titleField: 'name',
    fields: phrases(
      'name; met on (Hinge, Tinder, Bumble, Friends, In person, Other); status (Talking, Dating, Exclusive, Ended); first date (date); date spot (location); chemistry (rating); photo (image); notes (long text)',
    ),
    features: ['search', 'filters', 'sorting'],
  },
  {
    id: 'date-nights',
    category: 'dating',
    appName: 'Date Night Ideas',
    entity: 'date night',
    nouns: words('date night, date idea, romantic evening'),
    topics: words('date nights, date ideas, romance, romantic, couples, couple'),
    titleField: 'idea',
    fields: phrases(
      'idea; place (location); cost (currency); planned for (date); vibe (Cozy, Adventurous, Fancy, Outdoors, At home); done (yes/no); rating (rating); notes (long text)',
    ),
    features: ['favorites', 'reminders', 'filters'],
  },
  {
    id: 'profile-prompts',
    category: 'dating',
    appName: 'Dating Profile',
    entity: 'profile prompt',
    nouns: words(
      'profile prompt, icebreaker, opener, opening line, pickup line, conversation starter',
    ),
    topics: words('dating profile, icebreakers, openers, pickup lines, profile prompts'),
    titleField: 'prompt',
    fields: phrases(
      'prompt; answer (long text); platform (Hinge, Tinder, Bumble, Other); tone (Funny, Sincere, Flirty, Quirky); response rate (%); active (yes/no)',
    ),
    features: ['favorites', 'tags', 'search'],
  },
];
