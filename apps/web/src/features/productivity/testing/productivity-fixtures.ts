import {
  ACHIEVEMENT_CATEGORIES,
  DEMO_USER_ID,
  ME,
  RARITIES,
  type Achievement,
  type LeaderboardRow,
  type Profile,
  type ProgressItem,
} from '@appforge/shared/contracts/productivity';

export const anAchievement = (overrides: Partial<Achievement> = {}): Achievement => ({
  id: 'first-app',
  icon: 'rocket',
  name: 'First App',
  description: 'Generate your first app.',
  rarity: 'common',
  category: 'speed',
  experience: 50,
  unlockedAt: null,
  ...overrides,
});

const day = (n: number) => `2025-03-${String(n).padStart(2, '0')}T10:00:00.000Z`;

/**
 * Twelve achievements, two per category; the first seven unlocked on different days, out of
 * date order so "newest first" is something the page has to do.
 */
export const sampleAchievements = (): Achievement[] =>
  Array.from({ length: 12 }, (_, index) => {
    const unlockedDays = [3, 9, 1, 12, 7, 5, 10];
    return anAchievement({
      id: `achievement-${index + 1}`,
      name: `Achievement ${index + 1}`,
      description: `Reach milestone ${index + 1}.`,
      icon: index === 0 ? 'Zap' : index === 1 ? 'no-such-icon' : 'trophy',
      rarity: RARITIES[index % RARITIES.length],
      category: ACHIEVEMENT_CATEGORIES[Math.floor(index / 2)],
      experience: 25 * (index + 1),
      unlockedAt: index < unlockedDays.length ? day(unlockedDays[index]!) : null,
    });
  });

/** 30 days, oldest first; activity on the last three. */
export const sampleActivity = (): Profile['activity'] =>
  Array.from({ length: 30 }, (_, index) => {
    const recent = index >= 27;
    return {
      date: `2025-04-${String(index + 1).padStart(2, '0')}`,
      builds: recent ? 3 : 0,
      successfulBuilds: recent ? 2 : 0,
      experience: recent ? 120 : 0,
    };
  });

export const aProfile = (overrides: Partial<Profile> = {}): Profile => ({
  userId: ME,
  displayName: 'Ada',
  readOnly: false,
  currentLevel: { level: 3, experience: 120, totalExperienceForLevel: 300, experienceToNext: 180 },
  metrics: {
    streakDays: 4,
    successfulBuilds: 2,
    totalBuilds: 3,
    successRate: 2 / 3,
    avgBuildTimeMs: 12_345,
    testCoverage: null,
    totalCodeGenerated: 4_321,
    bugFixRate: 0.75,
    totalExperience: 420,
  },
  stats: {
    productivityScore: 72,
    totalProjects: 2,
    favoriteLanguages: [
      { language: 'TypeScript', lines: 3_000 },
      { language: 'CSS', lines: 900 },
      { language: 'HTML', lines: 421 },
    ],
  },
  badges: ['Achievement 1'],
  achievements: sampleAchievements(),
  activeSession: null,
  activity: sampleActivity(),
  ...overrides,
});

/** A person who has done nothing yet. */
export const aNewProfile = (): Profile =>
  aProfile({
    currentLevel: { level: 1, experience: 0, totalExperienceForLevel: 100, experienceToNext: 100 },
    metrics: {
      streakDays: 0,
      successfulBuilds: 0,
      totalBuilds: 0,
      successRate: 0,
      avgBuildTimeMs: null,
      testCoverage: null,
      totalCodeGenerated: 0,
      bugFixRate: null,
      totalExperience: 0,
    },
    stats: { productivityScore: 0, totalProjects: 0, favoriteLanguages: [] },
    badges: [],
    achievements: sampleAchievements().map((achievement) => ({ ...achievement, unlockedAt: null })),
    activity: sampleActivity().map((entry) => ({
      ...entry,
      builds: 0,
      successfulBuilds: 0,
      experience: 0,
    })),
  });

export const aDemoProfile = (): Profile =>
  aProfile({
    userId: DEMO_USER_ID,
    displayName: 'Demo Developer',
    readOnly: true,
    currentLevel: {
      level: 8,
      experience: 500,
      totalExperienceForLevel: 800,
      experienceToNext: 300,
    },
    metrics: { ...aProfile().metrics, streakDays: 12, successfulBuilds: 40, totalBuilds: 44 },
  });

/** Progress toward each of the twelve achievements. */
export const sampleProgress = (): ProgressItem[] =>
  sampleAchievements().map((achievement, index) => ({
    achievement,
    progress: achievement.unlockedAt ? 100 : 10 * (index - 6) + 0.5,
  }));

export const aLeaderboardRow = (overrides: Partial<LeaderboardRow> = {}): LeaderboardRow => ({
  userId: 'p-1',
  rank: 1,
  username: 'Grace',
  level: 9,
  badgeCount: 10,
  experience: 5_000,
  streak: 20,
  isYou: false,
  ...overrides,
});

export const sampleLeaderboard = (): LeaderboardRow[] => [
  aLeaderboardRow(),
  aLeaderboardRow({
    userId: DEMO_USER_ID,
    rank: 2,
    username: 'Demo Developer',
    level: 8,
    badgeCount: 9,
    experience: 3_300,
    streak: 12,
  }),
  aLeaderboardRow({
    userId: 'p-3',
    rank: 3,
    username: 'Ada',
    level: 3,
    badgeCount: 7,
    experience: 420,
    streak: 4,
    isYou: true,
  }),
];
