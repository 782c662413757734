import type { AppSpec } from '../app-spec.ts';
import { CARE_ROUNDS } from '../render/behaviour-specs-due.ts';
import { LIFTS_AND_POINTS } from '../render/behaviour-specs-money.ts';
import { FUEL_LOG, TANK_DIPS } from '../render/behaviour-specs-readings.ts';
import { KENNEL_STAYS } from '../render/behaviour-specs-through.ts';
import { HABITS_AND_LOANS } from '../render/behaviour-specs.ts';
import { COLLECTION } from '../render/odd-name-specs.ts';
import { EVERYTHING, TASKS, WINE_CELLAR } from '../render/test-specs.ts';
import { understand } from '../understand/understand.ts';
import { BEHAVIOUR_BLOCKS } from './behaviour-blocks.ts';
import { BEHAVIOUR_CORPUS } from './behaviours.ts';
import { DATA_MODEL_CASES } from './data-models.ts';
import { NEW_APPS } from './new-apps.ts';

/** The fixtures and the AppSpec of every prompt of the corpora and blind behaviour blocks: the apps property checks run on. */
export const corpusSpecs = (): AppSpec[] => [
  WINE_CELLAR,
  EVERYTHING,
  TASKS,
  COLLECTION,
  HABITS_AND_LOANS,
  LIFTS_AND_POINTS,
  FUEL_LOG,
  TANK_DIPS,
  CARE_ROUNDS,
  KENNEL_STAYS,
  ...NEW_APPS.map((app) => understand(app.prompt).spec),
  ...DATA_MODEL_CASES.map((entry) => understand(entry.prompt).spec),
  ...[...BEHAVIOUR_CORPUS, ...BEHAVIOUR_BLOCKS.flatMap((block) => block.cases)].map(
    (entry) => understand(entry.prompt).spec,
  ),
];

/** What both sides' property checks add to the generated tsconfig: no unused code, no unchecked index. */
export const STRICTER_OPTIONS = { noUnusedLocals: true, noUncheckedIndexedAccess: true };
