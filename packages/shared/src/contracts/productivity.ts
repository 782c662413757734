import { z } from 'zod';

/*
 * The Developer Productivity Tracker (spec 02 §2, §3 "Productivity", §4 "Coding session", §7, §9),
 * computed from what the person really did: generations, follow-ups, restores, exports, runtime
 * errors fixed and coding sessions.
 */

/** spec 02 §9. */
export const PROGRESS_LIMIT = 10;
export const RECENT_ACHIEVEMENTS = 5;
export const PROFILE_POLL_MS = 30_000;
export const PROGRESS_POLL_MS = 30_000;
export const LEADERBOARD_POLL_MS = 60_000;
/** spec 02 §9: favourite-language bars go 100, 80, 60 and so on. */
export const languageBarWidth = (index: number) => Math.max(100 - index * 20, 0);
/** spec 02 §9: successful builds divided by the larger of total builds and 1. */
export const successRate = (successful: number, total: number) => successful / Math.max(total, 1);

/** `me` is the caller; `demo-user` the spec's read-only demo profile. */
export const DEMO_USER_ID = 'demo-user';
export const ME = 'me';
export const userIdParamsSchema = z.object({ userId: z.enum([ME, DEMO_USER_ID]) });
export type ProfileUserId = z.infer<typeof userIdParamsSchema>['userId'];

/** XP for each kind of activity. */
export const XP_RULES = {
  appGenerated: 50,
  followUp: 25,
  versionRestored: 10,
  export: 30,
  runtimeErrorFixed: 40,
  sessionMinute: 1,
} as const;
/** A coding session earns XP for at most this many minutes. */
export const SESSION_XP_MINUTES_CAP = 120;
/** Reaching level L + 1 from level L takes XP_PER_LEVEL × L experience. */
export const XP_PER_LEVEL = 100;
export const XP_RULE_LABELS: Record<keyof typeof XP_RULES, string> = {
  appGenerated: 'A new app generated',
  followUp: 'A follow-up applied',
  versionRestored: 'A version restored',
  export: 'A project exported',
  runtimeErrorFixed: 'A runtime error fixed with Fix issue',
  sessionMinute: 'Each minute of a coding session (up to 120 a session)',
};

export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export const ACHIEVEMENT_CATEGORIES = [
  'speed',
  'quality',
  'consistency',
  'collaboration',
  'innovation',
  'mastery',
] as const;
export type Rarity = (typeof RARITIES)[number];
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export const achievementSchema = z.object({
  id: z.string(),
  /** A lucide icon name. */
  icon: z.string(),
  name: z.string(),
  /** States the rule that unlocks it. */
  description: z.string(),
  rarity: z.enum(RARITIES),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  experience: z.number().int().nonnegative(),
  unlockedAt: z.iso.datetime().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const SESSION_TYPES = ['coding'] as const;
export const activeSessionSchema = z.object({
  sessionType: z.enum(SESSION_TYPES),
  startedAt: z.iso.datetime(),
});

export const profileSchema = z.object({
  userId: z.enum([ME, DEMO_USER_ID]),
  displayName: z.string(),
  readOnly: z.boolean(),
  currentLevel: z.object({
    level: z.number().int().positive(),
    /** XP earned inside the current level. */
    experience: z.number().int().nonnegative(),
    totalExperienceForLevel: z.number().int().positive(),
    experienceToNext: z.number().int().nonnegative(),
  }),
  metrics: z.object({
    streakDays: z.number().int().nonnegative(),
    successfulBuilds: z.number().int().nonnegative(),
    totalBuilds: z.number().int().nonnegative(),
    successRate: z.number().min(0).max(1),
    avgBuildTimeMs: z.number().nonnegative().nullable(),
    /** The latest Truth Report's unit-test coverage of the person's projects; null before one. */
    testCoverage: z.number().min(0).max(1).nullable(),
    /** Lines of code in the latest version of each project. */
    totalCodeGenerated: z.number().int().nonnegative(),
    /** Fix issue follow-ups that left the preview free of errors, of all Fix issue follow-ups. */
    bugFixRate: z.number().min(0).max(1).nullable(),
    totalExperience: z.number().int().nonnegative(),
  }),
  stats: z.object({
    /** 0–100: success rate, streak and activity of the last 7 days, weighted as the page says. */
    productivityScore: z.number().int().min(0).max(100),
    totalProjects: z.number().int().nonnegative(),
    favoriteLanguages: z.array(
      z.object({ language: z.string(), lines: z.number().int().nonnegative() }),
    ),
  }),
  /** Names of the unlocked achievements. */
  badges: z.array(z.string()),
  achievements: z.array(achievementSchema),
  activeSession: activeSessionSchema.nullable(),
  /** The last 30 days, oldest first, for the Statistics charts. */
  activity: z.array(
    z.object({
      date: z.iso.date(),
      builds: z.number().int().nonnegative(),
      successfulBuilds: z.number().int().nonnegative(),
      experience: z.number().int().nonnegative(),
    }),
  ),
});
export type Profile = z.infer<typeof profileSchema>;
export const PRODUCTIVITY_SCORE_RULE =
  'Productivity score: 50 × success rate + 5 × streak days (up to 30) + 4 × active days of the last 5 (up to 20).';

export const progressItemSchema = z.object({
  achievement: achievementSchema,
  progress: z.number().min(0).max(100),
});
export type ProgressItem = z.infer<typeof progressItemSchema>;

export const leaderboardRowSchema = z.object({
  /** `demo-user`, or a stable public id that is not the account's id. */
  userId: z.string(),
  rank: z.number().int().positive(),
  username: z.string(),
  level: z.number().int().positive(),
  badgeCount: z.number().int().nonnegative(),
  experience: z.number().int().nonnegative(),
  streak: z.number().int().nonnegative(),
  isYou: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export const LEADERBOARD_SIZE = 20;

export const profileResponseSchema = z.object({ profile: profileSchema });
export const progressResponseSchema = z.object({ progress: z.array(progressItemSchema) });
export const leaderboardResponseSchema = z.object({ leaderboard: z.array(leaderboardRowSchema) });

/** The body names the user as the spec does; only `me` may start or end a session. */
export const sessionStartBodySchema = z.object({
  userId: z.string().min(1).max(100),
  sessionType: z.enum(SESSION_TYPES),
});
export const sessionEndBodySchema = z.object({ userId: z.string().min(1).max(100) });
export const sessionStartResponseSchema = z.object({ session: activeSessionSchema });
export const sessionEndResponseSchema = z.object({
  session: activeSessionSchema.extend({
    endedAt: z.iso.datetime(),
    durationMs: z.number().int().nonnegative(),
  }),
  experienceGained: z.number().int().nonnegative(),
});

const DISPLAY_NAME_MAX = 40;
export const displayNameBodySchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, 'A display name needs at least one character.')
    .max(DISPLAY_NAME_MAX, `A display name has at most ${DISPLAY_NAME_MAX} characters.`)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'A display name cannot contain control characters.'),
});
