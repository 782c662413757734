import { createHash } from 'node:crypto';

/**
 * Leaderboard identities that say nothing about the account: a name generated from the user id
 * (until its owner picks one) and a public id that cannot be turned back into the user id.
 */

const words = (list: string) => list.split(' ');
const ADJECTIVES = words(
  'Swift Bright Calm Clever Bold Brave Lucky Nimble Quiet Rapid Sunny Witty',
);
const ANIMALS = words('Otter Falcon Fox Panda Lynx Heron Koala Badger Dolphin Raven Tiger Owl');

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** 'Swift Otter 42': an adjective, an animal and a number from 10 to 99, fixed per user. */
export function generatedDisplayName(userId: string): string {
  const hash = sha256(`appforge-display-name:${userId}`);
  const adjective = ADJECTIVES[hash[0]! % ADJECTIVES.length]!;
  const animal = ANIMALS[hash[1]! % ANIMALS.length]!;
  return `${adjective} ${animal} ${10 + (hash.readUInt16BE(2) % 90)}`;
}

/** The id the leaderboard shows instead of the user id: 12 hex characters of a SHA-256. */
export const publicLeaderboardId = (userId: string) =>
  sha256(`appforge-leaderboard:${userId}`).toString('hex').slice(0, 12);
