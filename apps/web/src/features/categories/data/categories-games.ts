import { Castle, Dices, Gamepad2, Swords, Trophy, WandSparkles } from 'lucide-react';
import type { AppCategory } from './category-types';

const both = ['ios', 'android'] as AppCategory['platforms'];

/** The six games categories of spec 02 §3: companion apps for players (scores, sessions, rosters). */
export const GAMES_CATEGORIES: AppCategory[] = [
  {
    id: 'games_casual', name: 'Casual Games', icon: Gamepad2, platforms: both, templateCount: 34, difficulty: 'beginner',
    description: 'High scores, daily puzzles and streaks for quick games played in a spare minute.',
    subcategories: ['Puzzle', 'Arcade', 'Word games', 'Idle'],
    examples: ['Candy Crush Saga', 'Subway Surfers', 'Wordle', 'Monument Valley'],
    starterPrompt: 'Build a high score tracker for my arcade games with game, score and date',
    templates: ['daily puzzle challenge log with time taken and whether I solved it'],
  },
  {
    id: 'games_action', name: 'Action Games', icon: Swords, platforms: both, templateCount: 23, difficulty: 'advanced',
    description: 'Match logs and loadouts for shooters, fighters and battle royales.',
    subcategories: ['Shooters', 'Battle royale', 'Fighting', 'Platformers'],
    examples: ['PUBG Mobile', 'Call of Duty: Mobile', 'Genshin Impact', 'Brawl Stars'],
    starterPrompt: 'track my matches in an online shooter: map, kills, deaths and win or loss',
    templates: ['log my fighting game sessions with character, opponent and result'],
  },
  {
    id: 'games_casino', name: 'Casino Games', icon: Dices, platforms: both, templateCount: 18, difficulty: 'advanced',
    description: 'Bankroll and session trackers for poker and table games: buy-ins, results and stakes.',
    subcategories: ['Poker', 'Blackjack', 'Slots', 'Roulette'],
    examples: ['Zynga Poker', 'WSOP', 'Slotomania', 'PokerStars'],
    starterPrompt: 'Build a poker bankroll tracker with date, game, stakes, buy-in and cash out',
    templates: ['log my blackjack sessions with hands played, buy-in and result'],
  },
  {
    id: 'games_strategy', name: 'Strategy Games', icon: Castle, platforms: both, templateCount: 20, difficulty: 'advanced',
    description: 'Game logs, openings and build orders for chess and strategy players.',
    subcategories: ['Chess', 'Tower defense', '4X', 'Card battlers'],
    examples: ['Clash of Clans', 'Chess.com', 'Clash Royale', 'Civilization VI'],
    starterPrompt: 'chess games log with opponent, opening, result and date',
    templates: ['a tower defense game log with level, stars earned and time taken'],
  },
  {
    id: 'games_rpg', name: 'Role-Playing Games', icon: WandSparkles, platforms: both, templateCount: 17, difficulty: 'intermediate',
    description: 'Character sheets, quests and campaign notes for tabletop and video RPG players.',
    subcategories: ['Tabletop', 'MMORPG', 'Gacha', 'Campaign notes'],
    examples: ['Genshin Impact', 'Pokémon GO', 'D&D Beyond', 'RAID: Shadow Legends'],
    starterPrompt: 'a character sheet app for my D&D campaign with name, class, level and hit points',
    templates: ['a quest log for my campaign with quest, giver, reward and status'],
  },
  {
    id: 'games_sports', name: 'Sports Games', icon: Trophy, platforms: both, templateCount: 19, difficulty: 'intermediate',
    description: 'Rosters, fixtures and results for real and virtual teams.',
    subcategories: ['Team management', 'Fantasy leagues', 'Football', 'Racing'],
    examples: ['EA SPORTS FC Mobile', 'NBA 2K Mobile', 'Real Racing 3', 'Sleeper'],
    starterPrompt: 'manage my kids football team: players, positions and match results',
    templates: ['a fantasy league tracker with team, points and rank'],
  },
];
