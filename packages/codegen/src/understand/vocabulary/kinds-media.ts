import { phrases, words } from './lists.ts';
import type { AppKind } from './types.ts';

/** Entertainment, music, photo and video: watchlists, shows, gigs, records, shoots and gear. */
export const MEDIA_KINDS: AppKind[] = [
  // entertainment
  {
    id: 'movies',
    category: 'entertainment',
    appName: 'Movie Watchlist',
    entity: 'movie',
    nouns: words('movie, film, documentary, flick'),
    topics: words('watchlist, movies, films, cinema, movie night, film club'),
    titleField: 'title',
    fields: phrases(
      'title; status (Want to watch, Watched); year (number); genre (Action, Comedy, Drama, Horror, Sci-fi, Documentary, Animation, Other); director; rating (rating); watched on (date); poster (image); notes (long text)',
    ),
    features: ['search', 'filters', 'favorites', 'sorting'],
  },
  {
    id: 'tv-shows',
    category: 'entertainment',
    appName: 'Show Tracker',
    entity: 'tv show',
    nouns: words('tv show, show, series, tv series, sitcom, episode, anime, k-drama'),
    topics: words('tv, television, binge watching, binge-watching, streaming'),
    titleField: 'title',
    fields: phrases(
      'title; season (number); episode (number); status (Plan to watch, Watching, Waiting, Finished, Dropped); platform (Netflix, Prime Video, Disney+, Max, Apple TV+, Hulu, Other); next episode (date); rating (rating); poster (image)',
    ),
    features: ['reminders', 'filters', 'favorites'],
  },
  {
    id: 'concerts',
    category: 'entertainment',
    appName: 'Concert Diary',
    entity: 'concert',
    nouns: words('concert, festival, live show, music festival, theatre show, theater show'),
    topics: words('concerts, live music, festivals, theatre, theater, musicals, broadway'),
    titleField: 'artist',
    fields: phrases(
      'artist; date (date); venue (location); ticket price (currency); seat; went with; rating (rating); highlights (long text); photo (image)',
    ),
    features: ['reminders', 'favorites', 'stats'],
  },
  {
    id: 'podcasts',
    category: 'entertainment',
    appName: 'Podcast List',
    entity: 'podcast',
    nouns: words('podcast, podcast episode'),
    topics: words('podcasts, listening queue'),
    titleField: 'title',
    fields: phrases(
      'title; host; category (News, Comedy, True crime, Business, Education, Tech, Other); status (To listen, Listening, Finished); episodes heard (number); link (url); rating (rating); notes (long text)',
    ),
    features: ['favorites', 'search', 'tags'],
  },
  {
    id: 'game-nights',
    category: 'entertainment',
    appName: 'Game Night',
    entity: 'game night',
    nouns: words('game night, card night, quiz night'),
    topics: words('game nights, family games, party games'),
    titleField: 'game',
    fields: phrases(
      'game; date (date); players; winner; scores (long text); duration (minutes); location (location); notes (long text)',
    ),
    features: ['stats', 'sorting'],
  },
  {
    id: 'video-games',
    category: 'entertainment',
    appName: 'Game Backlog',
    entity: 'video game',
    nouns: words('video game, videogame, game, pc game, console game'),
    topics: words(
      'gaming, gamer, video games, videogames, backlog, game backlog, steam, playstation, xbox, nintendo',
    ),
    titleField: 'title',
    fields: phrases(
      'title; platform (PC, PlayStation, Xbox, Switch, Mobile, Other); status (Backlog, Playing, Finished, Dropped); hours played (hours); genre (Action, Adventure, RPG, Strategy, Puzzle, Sports, Other); rating (rating); finished on (date); cover (image)',
    ),
    features: ['filters', 'sorting', 'stats'],
  },
  // music
  {
    id: 'songs',
    category: 'music',
    appName: 'Song Library',
    entity: 'song',
    nouns: words('song, tune, cover song'),
    topics: words('songs, music library, lyrics, karaoke, songbook'),
    titleField: 'title',
    fields: phrases(
      'title; artist; album; genre (Pop, Rock, Hip-hop, Jazz, Classical, Electronic, Country, Other); year (number); rating (rating); link (url); lyrics (long text)',
    ),
    features: ['favorites', 'search', 'tags'],
  },
  {
    id: 'playlists',
    category: 'music',
    appName: 'Playlists',
    entity: 'playlist',
    nouns: words('playlist, mixtape, mix, dj set'),
    topics: words('playlists, mixtapes, dj, djing'),
    titleField: 'name',
    fields: phrases(
      'name; mood (Chill, Party, Workout, Focus, Sad, Romantic); length (minutes); link (url); cover (image); description (long text)',
    ),
    features: ['favorites', 'search', 'sharing'],
    extraEntities: [
      {
        entity: 'playlist song',
        titleField: 'title',
        fields: phrases('title; artist; playlist (relation to playlist); position (number)'),
      },
    ],
  },
  {
    id: 'records',
    category: 'music',
    appName: 'Record Collection',
    entity: 'record',
    nouns: words('vinyl record, vinyl, lp, album, cd, cassette'),
    topics: words(
      'vinyls, record collection, vinyl collection, vinyl collecting, crate digging, discogs, turntable',
    ),
    titleField: 'album',
    fields: phrases(
      'album; artist; year (number); format (LP, EP, Single, CD, Cassette); condition (Mint, Near mint, Very good, Good, Fair, Poor); label; price paid (currency); cover (image); notes (long text)',
    ),
    features: ['search', 'sorting', 'stats'],
  },
  {
    id: 'music-practice',
    category: 'music',
    appName: 'Practice Log',
    entity: 'practice session',
    nouns: words('practice session, rehearsal, music lesson'),
    topics: words(
      'practice, practicing, practising, music practice, guitar, piano, violin, drums, ukulele, singing, instrument',
    ),
    titleField: 'piece',
    fields: phrases(
      'piece; instrument (Guitar, Piano, Drums, Voice, Violin, Bass, Other); date (date); duration (minutes); tempo (bpm); went well (long text); next time (long text)',
    ),
    features: ['stats', 'reminders', 'sorting'],
  },
  {
    id: 'gigs',
    category: 'music',
    appName: 'Gig Planner',
    entity: 'gig',
    nouns: words('gig, open mic, live gig'),
    topics: words(
      'gigs, setlist, setlists, set list, set lists, band, bands, busking, touring, tour dates',
    ),
    titleField: 'title',
    fields: phrases(
      'title; date (date); venue (location); fee (currency); setlist (long text); set length (minutes); contact; paid (yes/no); notes (long text)',
    ),
    features: ['reminders', 'stats', 'search'],
  },
  // photo_video
  {
    id: 'photos',
    category: 'photo_video',
    appName: 'Photo Albums',
    entity: 'photo',
    nouns: words('photo, picture, photograph, snapshot, pic'),
    topics: words('photo album, photo albums, photos, photo journal, memories, family photos'),
    titleField: 'title',
    fields: phrases(
      'title; taken on (date); album (Family, Travel, Friends, Pets, Events, Other); photo (image); location (location); people; caption (long text)',
    ),
    features: ['favorites', 'tags', 'sharing', 'search'],
  },
  {
    id: 'photo-shoots',
    category: 'photo_video',
    appName: 'Photo Shoots',
    entity: 'shoot',
    nouns: words('shoot, photo shoot, photoshoot, photo session, photography session'),
    topics: words(
      'photography, photographer, photography business, wedding photography, portrait photography',
    ),
    titleField: 'client',
    fields: phrases(
      'client; date (date); shoot type (Portrait, Wedding, Event, Product, Family, Other); location (location); price (currency); status (Inquiry, Booked, Shot, Editing, Delivered); deposit paid (yes/no); gallery link (url); notes (long text)',
    ),
    features: ['reminders', 'filters', 'stats'],
  },
  {
    id: 'video-projects',
    category: 'photo_video',
    appName: 'Video Projects',
    entity: 'video project',
    nouns: words('video project, video, vlog, reel, youtube video, short film'),
    topics: words(
      'video editing, videography, videographer, youtube, youtuber, filmmaking, vlogging, content creation',
    ),
    titleField: 'title',
    fields: phrases(
      'title; status (Idea, Scripting, Filming, Editing, Published); deadline (date); platform (YouTube, TikTok, Instagram, Client, Personal); length (minutes); client; script (long text); footage link (url); thumbnail (image)',
    ),
    features: ['reminders', 'filters', 'tags'],
  },
  {
    id: 'camera-gear',
    category: 'photo_video',
    appName: 'Camera Gear',
    entity: 'gear',
    nouns: words('camera, tripod, drone, microphone, memory card'),
    topics: words('gear, camera gear, photo gear, photography gear, video gear'),
    titleField: 'name',
    fields: phrases(
      'name; type (Camera, Lens, Lighting, Audio, Tripod, Drone, Accessory); brand; serial number; purchased on (date); price (currency); condition (New, Like new, Good, Fair, Poor); insured (yes/no); photo (image)',
    ),
    features: ['search', 'stats', 'filters'],
  },
];
