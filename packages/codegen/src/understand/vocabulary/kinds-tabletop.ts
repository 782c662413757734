import { phrases, words } from './lists.ts';
import type { AppKind } from './types.ts';

/** Strategy, role-playing and sports games: chess, board games, decks; characters, quests; teams, results. */
export const TABLETOP_KINDS: AppKind[] = [
  // games_strategy
  {
    id: 'chess',
    category: 'games_strategy',
    appName: 'Chess Log',
    entity: 'chess game',
    nouns: words('chess game, chess match, chess puzzle'),
    topics: words('chess, lichess, chess openings, chess club'),
    titleField: 'opponent',
    fields: phrases(
      'opponent; result (Win, Loss, Draw); played as (White, Black); opening; time control (Bullet, Blitz, Rapid, Classical); elo rating (number); date (date); moves (long text); notes (long text)',
    ),
    features: ['stats', 'filters', 'sorting'],
  },
  {
    id: 'board-games',
    category: 'games_strategy',
    appName: 'Board Game Collection',
    entity: 'board game',
    nouns: words('board game, boardgame, tabletop game, card game'),
    topics: words(
      'board games, boardgames, boardgaming, tabletop, tabletop games, bgg, boardgamegeek',
    ),
    titleField: 'title',
    fields: phrases(
      'title; min players (number); max players (number); play time (minutes); complexity (Light, Medium, Heavy); owned (yes/no); times played (number); rating (rating); cover (image)',
    ),
    features: ['search', 'filters', 'stats'],
    extraEntities: [
      {
        entity: 'play',
        titleField: 'winner',
        fields: phrases(
          'winner; board game (relation to board game); played on (date); players; scores (long text); notes (long text)',
        ),
      },
    ],
  },
  {
    id: 'decks',
    category: 'games_strategy',
    appName: 'Deck Builder',
    entity: 'deck',
    nouns: words('deck, decklist, commander deck'),
    topics: words(
      'mtg, tcg, ccg, pokemon tcg, yugioh, yu-gi-oh, hearthstone, deckbuilding, deck building, magic cards',
    ),
    titleField: 'name',
    fields: phrases(
      'name; game (Magic, Pokémon, Yu-Gi-Oh, Hearthstone, Other); format; archetype; wins (number); losses (number); cost (currency); card list (long text); notes (long text)',
    ),
    features: ['search', 'stats', 'favorites'],
  },
  {
    id: 'army-lists',
    category: 'games_strategy',
    appName: 'Army Lists',
    entity: 'army list',
    nouns: words('army list, army, warband'),
    topics: words(
      'wargaming, wargames, warhammer, 40k, miniatures, mini painting, tabletop wargaming',
    ),
    titleField: 'name',
    fields: phrases(
      'name; faction; game (Warhammer 40K, Age of Sigmar, Kill Team, Bolt Action, Other); points (number); wins (number); losses (number); painted (%); units (long text); notes (long text)',
    ),
    features: ['search', 'stats'],
  },
  // games_rpg
  {
    id: 'characters',
    category: 'games_rpg',
    appName: 'Character Sheets',
    entity: 'character',
    nouns: words('character, hero, adventurer, player character'),
    topics: words(
      'character sheet, character sheets, rpg, rpgs, ttrpg, dnd, dungeons, pathfinder, campaign, campaigns, roleplaying, role-playing, tabletop rpg',
    ),
    titleField: 'name',
    fields: phrases(
      'name; class (Fighter, Wizard, Rogue, Cleric, Ranger, Bard, Paladin, Warlock); level (number); race; hit points (number); armor class (number); player; backstory (long text); portrait (image)',
    ),
    features: ['search', 'sorting'],
    extraEntities: [
      {
        entity: 'quest',
        titleField: 'title',
        fields: phrases(
          'title; status (Active, Completed, Failed); quest giver; reward; region; notes (long text)',
        ),
      },
      {
        entity: 'inventory item',
        titleField: 'name',
        fields: phrases(
          'name; character (relation to character); quantity (number); weight (number); magical (yes/no); description (long text)',
        ),
      },
    ],
  },
  {
    id: 'campaign-sessions',
    category: 'games_rpg',
    appName: 'Campaign Journal',
    entity: 'campaign session',
    nouns: words('campaign session, session recap, rpg session'),
    topics: words('dungeon master, game master, dming, gming, session notes, campaign notes'),
    titleField: 'title',
    fields: phrases(
      'title; session number (number); date (date); players present; recap (long text); loot found (long text); xp awarded (number); next session (date)',
    ),
    features: ['reminders', 'search'],
  },
  {
    id: 'quests',
    category: 'games_rpg',
    appName: 'Quest Log',
    entity: 'quest',
    nouns: words('quest, side quest, main quest, mission, bounty'),
    topics: words('quests, questing, open world, jrpg, mmo, mmorpg'),
    titleField: 'title',
    fields: phrases(
      'title; game; status (Available, Active, Completed, Failed); quest giver; region; reward; priority (Low, Medium, High); notes (long text)',
    ),
    features: ['filters', 'search'],
  },
  {
    id: 'npcs',
    category: 'games_rpg',
    appName: 'NPC Tracker',
    entity: 'npc',
    nouns: words('npc, non-player character, villain'),
    topics: words('npcs, worldbuilding, world building, world-building, lore'),
    titleField: 'name',
    fields: phrases(
      'name; role (Ally, Villain, Merchant, Quest giver, Neutral); region; faction; alive (yes/no); description (long text); secrets (long text); portrait (image)',
    ),
    features: ['search', 'tags'],
  },
  // games_sports
  {
    id: 'team-roster',
    category: 'games_sports',
    appName: 'Team Manager',
    entity: 'player',
    nouns: words('player, teammate, squad member'),
    topics: words(
      'roster, rosters, squad, coaching, coach, football team, soccer team, basketball team, hockey team, youth team, sports team, little league',
    ),
    titleField: 'name',
    fields: phrases(
      'name; position; jersey number (number); birthday (date); phone (phone); parent contact; available (yes/no); photo (image); notes (long text)',
    ),
    features: ['stats', 'reminders', 'search'],
    extraEntities: [
      {
        entity: 'match',
        titleField: 'opponent',
        fields: phrases(
          'opponent; date (datetime); venue (location); home or away (Home, Away); team score (number); opponent score (number); result (Win, Loss, Draw); notes (long text)',
        ),
      },
    ],
  },
  {
    id: 'match-results',
    category: 'games_sports',
    appName: 'Match Results',
    entity: 'fixture',
    nouns: words(
      'fixture, football match, soccer match, basketball game, sports match, game result',
    ),
    topics: words(
      'fixtures, match results, football, soccer, basketball, baseball, hockey, rugby, cricket, tennis, nba, nfl',
    ),
    titleField: 'home team',
    fields: phrases(
      'home team; away team; home score (number); away score (number); date (date); competition; venue (location); attended (yes/no); notes (long text)',
    ),
    features: ['stats', 'filters', 'reminders'],
  },
  {
    id: 'sports-training',
    category: 'games_sports',
    appName: 'Training Log',
    entity: 'training session',
    nouns: words('training session, drill, team practice, practice drill'),
    topics: words('athletics, sports training, conditioning, athlete, athletes'),
    titleField: 'focus',
    fields: phrases(
      'focus; date (date); sport (Football, Basketball, Tennis, Running, Swimming, Other); duration (minutes); intensity (Low, Medium, High); drills (long text); coach feedback (long text); rating (rating)',
    ),
    features: ['stats', 'reminders'],
  },
  {
    id: 'league-table',
    category: 'games_sports',
    appName: 'League Table',
    entity: 'team',
    nouns: words('league team, club team'),
    topics: words('league, leagues, standings, league table, tournament, tournaments, bracket'),
    titleField: 'name',
    fields: phrases(
      'name; played (number); wins (number); draws (number); losses (number); goal difference (number); points (number); crest (image)',
    ),
    features: ['sorting', 'stats'],
  },
  {
    id: 'golf',
    category: 'games_sports',
    appName: 'Golf Scorecard',
    entity: 'golf round',
    nouns: words('golf round, scorecard'),
    topics: words('golf, golfing, golfer, handicap, golf course'),
    titleField: 'course',
    fields: phrases(
      'course; date (date); score (number); par (number); holes (number); putts (number); fairways hit (number); weather (Sunny, Cloudy, Windy, Rainy); notes (long text)',
    ),
    features: ['stats', 'sorting'],
  },
];
