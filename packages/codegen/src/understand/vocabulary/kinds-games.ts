import { phrases, words } from './lists.ts';
import type { AppKind } from './types.ts';

/** Casual, action and casino games: scores, puzzles, matches, achievements; poker and bets (tracking, not gambling). */
export const GAMES_KINDS: AppKind[] = [
  // games_casual
  {
    id: 'high-scores',
    category: 'games_casual',
    appName: 'High Scores',
    entity: 'high score',
    nouns: words('high score, score, personal best, top score, arcade game'),
    topics: words('arcade, arcade games, leaderboard, leaderboards, highscores, scoreboard'),
    titleField: 'game',
    fields: phrases(
      'game; score (number); player; date (date); level (number); platform (Arcade, Mobile, Console, PC, Other); screenshot (image)',
    ),
    features: ['stats', 'sorting'],
  },
  {
    id: 'puzzles',
    category: 'games_casual',
    appName: 'Puzzle Log',
    entity: 'puzzle',
    nouns: words(
      'puzzle, crossword, sudoku, jigsaw, jigsaw puzzle, wordle, logic puzzle, brain teaser',
    ),
    topics: words('puzzles, puzzling, crosswords, sudokus, brainteasers, word games'),
    titleField: 'name',
    fields: phrases(
      'name; type (Crossword, Sudoku, Jigsaw, Word, Logic, Other); difficulty (Easy, Medium, Hard, Expert); solved (yes/no); time taken (minutes); date (date); pieces (number); notes (long text)',
    ),
    features: ['stats', 'filters'],
  },
  {
    id: 'trivia',
    category: 'games_casual',
    appName: 'Trivia Quiz',
    entity: 'question',
    nouns: words('question, trivia question, quiz question, riddle'),
    topics: words('trivia, quiz, quizzes, quiz game, trivia game, pub quiz'),
    titleField: 'question',
    fields: phrases(
      'question; answer; wrong answers (long text); category (General, Science, History, Geography, Sports, Entertainment, Other); difficulty (Easy, Medium, Hard); points (number)',
    ),
    features: ['stats', 'filters'],
    extraEntities: [
      {
        entity: 'quiz result',
        titleField: 'player',
        fields: phrases('player; score (number); questions answered (number); played on (date)'),
      },
    ],
  },
  {
    id: 'challenges',
    category: 'games_casual',
    appName: 'Daily Challenges',
    entity: 'challenge',
    nouns: words('challenge, dare, mini game'),
    topics: words('challenges, dares, challenge streak'),
    titleField: 'title',
    fields: phrases(
      'title; date (date); game; completed (yes/no); difficulty (Easy, Medium, Hard); points (number); streak (days); notes (long text)',
    ),
    features: ['stats', 'reminders'],
  },
  // games_action
  {
    id: 'matches',
    category: 'games_action',
    appName: 'Match Tracker',
    entity: 'match',
    nouns: words('match, ranked match, esports match'),
    topics: words(
      'esports, e-sports, fps, shooter, shooters, multiplayer, ranked, competitive gaming, valorant, fortnite, overwatch',
    ),
    titleField: 'game',
    fields: phrases(
      'game; map; result (Win, Loss, Draw); kills (number); deaths (number); assists (number); queue (Ranked, Casual, Tournament); played on (date); notes (long text)',
    ),
    features: ['stats', 'filters', 'sorting'],
  },
  {
    id: 'loadouts',
    category: 'games_action',
    appName: 'Loadouts',
    entity: 'loadout',
    nouns: words('loadout, weapon build, class setup'),
    topics: words('loadouts, weapon builds, gunsmith'),
    titleField: 'name',
    fields: phrases(
      'name; game; primary weapon; secondary weapon; playstyle; win rate (%); perks (long text); attachments (long text)',
    ),
    features: ['favorites', 'search', 'tags'],
  },
  {
    id: 'achievements',
    category: 'games_action',
    appName: 'Achievements',
    entity: 'achievement',
    nouns: words('achievement, trophy'),
    topics: words('achievements, trophies, completionist, achievement hunting, trophy hunting'),
    titleField: 'name',
    fields: phrases(
      'name; game; platform (PlayStation, Xbox, Steam, Switch, Other); unlocked (yes/no); unlocked on (date); rarity (%); difficulty (Easy, Medium, Hard, Brutal); guide (url); notes (long text)',
    ),
    features: ['filters', 'stats'],
  },
  // games_casino
  {
    id: 'poker',
    category: 'games_casino',
    appName: 'Poker Bankroll',
    entity: 'poker session',
    nouns: words('poker session, poker game, cash game, poker tournament, poker night'),
    topics: words(
      "poker, bankroll, poker bankroll, bankroll management, holdem, hold'em, texas holdem, omaha, wsop",
    ),
    titleField: 'game',
    fields: phrases(
      'game; format (Cash game, Tournament, Sit and go, Online); stakes; buy in (currency); cash out (currency); hours played (hours); played on (date); venue (location); notes (long text)',
    ),
    features: ['stats', 'sorting', 'filters'],
  },
  {
    id: 'bets',
    category: 'games_casino',
    appName: 'Bet Tracker',
    entity: 'bet',
    nouns: words('bet, wager, parlay, accumulator, sports bet'),
    topics: words('betting, sports betting, sportsbook, gambling, handicapping'),
    titleField: 'event',
    fields: phrases(
      'event; selection; stake (currency); odds (number); result (Pending, Won, Lost, Void); payout (currency); bookmaker; placed on (date); notes (long text)',
    ),
    features: ['stats', 'filters', 'sorting'],
  },
  {
    id: 'casino-visits',
    category: 'games_casino',
    appName: 'Casino Trips',
    entity: 'casino visit',
    nouns: words('casino visit, casino trip, casino session'),
    topics: words('casino, casinos, slots, blackjack, roulette, craps, baccarat, vegas, las vegas'),
    titleField: 'casino',
    fields: phrases(
      'casino; date (date); game (Blackjack, Roulette, Slots, Craps, Baccarat, Poker, Other); budget (currency); amount won (currency); amount lost (currency); hours played (hours); notes (long text)',
    ),
    features: ['stats', 'sorting'],
  },
];
