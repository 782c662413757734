import type { AppSpec, Feature } from '../app-spec.ts';
import { FEATURE_OF_SCREEN, featuresIn, isFeaturePhrase } from './features.ts';
import { fieldListsIn, splitList, subjectOf } from './prompt-parts.ts';
import { wordsOf } from './text.ts';
import { isPlainColour } from './theme.ts';

/** What a follow-up asks for as a whole: a new app, or features on and off. */

const EDIT_START =
  /^(?:please\s+)?(?:also|add|include|remove|delete|drop|rename|change|make|set|use|turn|paint|colou?r|call|name|put|give|let|can you|could you|now|then)\b/i;
const NEW_APP =
  /\b(?:build|create|make|design|generate|start|write|develop)\s+(?:me\s+)?(?:a|an|another)\s+(?:new\s+)?(?:[\w'-]+\s+){0,4}?(?:app|application|tracker|manager|planner|journal|list|log|organi[sz]er)\b|\b(?:i want|i need|i'd like|give me)\s+(?:a|an|another)\s+(?:new\s+)?(?:[\w'-]+\s+){0,4}?(?:app|application|tracker|manager|planner|list)\b|\binstead\b|\bstart over\b|\bfrom scratch\b/i;

const LOOK_WORDS = new Set(
  'dark light bright modern simple clean minimal minimalist material ios android colorful colourful cute bold pastel new better'.split(
    ' ',
  ),
);

/** A prompt that describes a whole app rather than a change to the current one. */
export function describesNewApp(text: string) {
  // "make it a recipe app", "a gold medal tracker" start over; "make it a purple app", "turn it into a minimal app" do not.
  const into =
    /^(?:(?:make|turn|change)\s+(?:it|this)\s+(?:into\s+)?)?(?:a|an)\s+(.+?)\s+(?:app|application|tracker|manager|planner|journal|list|log)\b/i.exec(
      text,
    )?.[1];
  if (into) return wordsOf(into).some((word) => !isPlainColour(word) && !LOOK_WORDS.has(word));
  if (EDIT_START.test(text)) return false;
  if (NEW_APP.test(text)) return true;
  const list = fieldListsIn(text)[0];
  return Boolean(list && subjectOf(text.slice(0, list.start))?.source === 'verb');
}

/** "remove the stats screen", "no more dark mode", "turn off search": the features a clause takes away. */
export function featuresRemovedBy(body: string, spec: AppSpec): Feature[] {
  const removal =
    /^(?:remove|delete|drop|get rid of|take out|disable|turn off|hide|no more|without)\s+(.+)$/i.exec(
      body,
    )?.[1];
  if (!removal) return [];
  const named = featuresIn(splitList(removal).filter(isFeaturePhrase).join(', '));
  const byScreen = spec.screens
    .filter(
      (screen) =>
        new RegExp(`\\b${screen.title}\\b`, 'i').test(removal) && FEATURE_OF_SCREEN[screen.kind],
    )
    .map((screen) => FEATURE_OF_SCREEN[screen.kind] as Feature);
  return [...new Set([...named, ...byScreen])].filter(
    (feature) => spec.features.includes(feature) && feature !== 'offline',
  );
}

/** "add search", "enable dark mode", "with a stats screen": features a clause asks for. */
export const FEATURE_VERB =
  /^(?:add|include|enable|turn on|show|use|support|give it|let me|allow|with|plus|i want|i need|also)\b\s*/i;

/** "add search and favourites", "enable dark mode": the features a clause asks for, from its feature-only parts. */
export function featuresAddedBy(body: string): Feature[] {
  if (!FEATURE_VERB.test(body)) return [];
  return featuresIn(splitList(body.replace(FEATURE_VERB, '')).filter(isFeaturePhrase).join(', '));
}
