import {
  Award,
  BadgeCheck,
  Blocks,
  BookOpen,
  Brain,
  Bug,
  BugOff,
  CalendarCheck,
  CircleCheck,
  Clock,
  Code,
  Coffee,
  Crown,
  Download,
  Flag,
  FlaskConical,
  Flame,
  Footprints,
  Gauge,
  Gem,
  GitBranch,
  GitMerge,
  GraduationCap,
  Hammer,
  Heart,
  History,
  Hourglass,
  Infinity as InfinityIcon,
  Layers,
  Lightbulb,
  Medal,
  Moon,
  Mountain,
  Package,
  Rocket,
  RotateCcw,
  Share2,
  Shield,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Sprout,
  Star,
  Sunrise,
  Target,
  Terminal,
  Timer,
  TrendingUp,
  Trophy,
  Users,
  WandSparkles,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * The lucide icons an achievement may name, by kebab-case name. A fixed table rather than every
 * lucide icon: the page then loads a few dozen icons, not two thousand.
 */
export const ACHIEVEMENT_ICONS = {
  award: Award,
  'badge-check': BadgeCheck,
  blocks: Blocks,
  'book-open': BookOpen,
  brain: Brain,
  bug: Bug,
  'bug-off': BugOff,
  'calendar-check': CalendarCheck,
  'check-circle': CircleCheck,
  'circle-check': CircleCheck,
  clock: Clock,
  code: Code,
  coffee: Coffee,
  crown: Crown,
  download: Download,
  flag: Flag,
  'flask-conical': FlaskConical,
  flame: Flame,
  footprints: Footprints,
  gauge: Gauge,
  gem: Gem,
  'git-branch': GitBranch,
  'git-merge': GitMerge,
  'graduation-cap': GraduationCap,
  hammer: Hammer,
  heart: Heart,
  history: History,
  hourglass: Hourglass,
  infinity: InfinityIcon,
  layers: Layers,
  lightbulb: Lightbulb,
  medal: Medal,
  moon: Moon,
  mountain: Mountain,
  package: Package,
  rocket: Rocket,
  'rotate-ccw': RotateCcw,
  'share-2': Share2,
  shield: Shield,
  'shield-check': ShieldCheck,
  smartphone: Smartphone,
  sparkles: Sparkles,
  sprout: Sprout,
  star: Star,
  sunrise: Sunrise,
  target: Target,
  terminal: Terminal,
  timer: Timer,
  'trending-up': TrendingUp,
  trophy: Trophy,
  users: Users,
  'wand-sparkles': WandSparkles,
  wrench: Wrench,
  zap: Zap,
} satisfies Record<string, LucideIcon>;

export type AchievementIconKey = keyof typeof ACHIEVEMENT_ICONS;

/** "ShieldCheck", "shieldCheck", "shield_check" and "shield-check" all name the same icon. */
export const iconKey = (name: string) =>
  name
    .trim()
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();

const known = (key: string): key is AchievementIconKey => Object.hasOwn(ACHIEVEMENT_ICONS, key);

/** The table's key for the icon an achievement names; an award when the name is not in the table. */
export function achievementIconKey(name: string): AchievementIconKey {
  const key = iconKey(name);
  return known(key) ? key : 'award';
}
