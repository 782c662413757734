import { noCase } from 'change-case';
import type { AppSpec } from '../app-spec.ts';
import type { DraftEntity } from './entities.ts';
import { featureLabel, featuresIn, normalizeFeatures } from './features.ts';
import { entityNamed } from './follow-up-phrases.ts';
import { anyOf, pattern } from './pattern.ts';
import { fieldIdentifier, labelOf, singularOf } from './text.ts';

/** A self-contained follow-up edit: true when the clause was its to handle (said or done). */
type Edit = (
  spec: AppSpec & { entities: DraftEntity[] },
  changes: string[],
  body: string,
) => boolean;

/** "it", "the app", "the whole app": the app as a whole. */
const THE_APP = anyOf(['it', 'the app', 'everything', 'the theme', 'the whole app']);
/** "make it dark", "switch the theme to light mode": the tone (group 1). */
const APP_TONE = pattern(
  [
    /^(?:make|turn|set|switch)\s+/,
    THE_APP,
    /\s+(?:to\s+)?(dark|darker|light|lighter)(?:\s+(?:mode|theme))?$/,
  ],
  'i',
);
/** "change the background colour to black": the tone (group 1). */
const BACKGROUND_TONE =
  /^(?:make|change|set|turn)\s+the\s+background(?:\s+colou?r)?\s+(?:to\s+)?(dark|black|light|white)$/i;

/** "make it dark", "turn the app light", "change the background to black": dark mode on or off. */
export const applyTone: Edit = (spec, changes, body) => {
  const tone = APP_TONE.exec(body)?.[1] ?? BACKGROUND_TONE.exec(body)?.[1];
  if (!tone) return false;
  const dark = /^(?:dark|black)/i.test(tone);
  if (dark === spec.features.includes('darkMode')) {
    changes.push(`Dark mode: already ${dark ? 'on' : 'off'}, nothing to change`);
  } else {
    spec.features = dark
      ? normalizeFeatures([...spec.features, 'darkMode'])
      : spec.features.filter((feature) => feature !== 'darkMode');
    changes.push(dark ? 'Added dark mode' : 'Removed dark mode');
  }
  return true;
};

/** "make the cooking time required", "make notes optional". */
export const applyRequired: Edit = (spec, changes, body) => {
  const match =
    /^make\s+(?:the\s+)?(.+?)(?:\s+field)?\s+(required|mandatory|optional|not required)$/i.exec(
      body,
    );
  if (!match) return false;
  const said = match[1] ?? '';
  const required = !/optional|not/i.test(match[2] ?? '');
  const names = [fieldIdentifier(said), fieldIdentifier(singularOf(said))];
  const owner = spec.entities.find((entity) =>
    entity.fields.some((field) => names.includes(field.name)),
  );
  const field = owner?.fields.find((candidate) => names.includes(candidate.name));
  if (!owner || !field) changes.push(`No field called “${said}” to change`);
  else if (!required && field.name === owner.titleField)
    changes.push(
      `Kept the ${field.label.toLowerCase()} field required: it names each of the ${noCase(owner.pluralName)}`,
    );
  else {
    field.required = required;
    changes.push(
      `Made the ${field.label.toLowerCase()} field of ${noCase(owner.pluralName)} ${required ? 'required' : 'optional'}`,
    );
  }
  return true;
};

/** "link each task", "connect the expenses": the records that get the link (group 1). */
const LINK_OWNER = /^(?:link|connect|relate|attach)\s+(?:each\s+|every\s+|the\s+|my\s+)?(.+?)/;
/** "to projects", "with a trip", "to their client": the records linked to (group 2). */
const LINK_TARGET = /\s+(?:to|with)\s+(?:an?\s+|the\s+|their\s+|its\s+)?(.+)$/;
const LINK = pattern([LINK_OWNER, LINK_TARGET], 'i');

/** "link tasks to projects", "connect each expense with a trip": a field on the first that picks one of the second. */
export const applyLink: Edit = (spec, changes, body) => {
  const match = LINK.exec(body);
  const owner = match ? entityNamed(spec, match[1] ?? '') : undefined;
  const target = match ? entityNamed(spec, match[2] ?? '') : undefined;
  if (!owner || !target || owner === target) return false;
  const name = fieldIdentifier(noCase(target.name));
  if (owner.fields.some((field) => field.relation === target.name || field.name === name)) {
    changes.push(`${owner.pluralName} already link to ${noCase(target.pluralName)}`);
  } else {
    owner.fields.push({
      name,
      label: labelOf(noCase(target.name)),
      type: 'relation',
      required: false,
      relation: target.name,
    });
    changes.push(
      `Linked ${noCase(owner.pluralName)} to ${noCase(target.pluralName)}: each picks one of them`,
    );
  }
  return true;
};

/** Sign-in is not part of what the generator writes, and undo lives in the version history: say so. */
export const sayWhatIsNotBuilt: Edit = (_spec, changes, body) => {
  if (
    /\b(?:log ?ins?|sign[- ]?ins?|sign[- ]?ups?|user accounts?|authentication|register(?:ing)? users)\b/i.test(
      body,
    )
  ) {
    changes.push(
      'Sign-in and user accounts are not generated yet: the app keeps its data on the device and its backend serves one user',
    );
    return true;
  }
  if (/^(?:undo|revert|roll ?back|go back)\b/i.test(body)) {
    changes.push(
      'Nothing changed: to go back, open Code, pick the earlier version and press Restore',
    );
    return true;
  }
  return false;
};

/** "I'd like the tasks sorted by due date": catalogue features named in a sentence that is no other edit. */
export const applyMentionedFeatures: Edit = (spec, changes, body) => {
  const named = featuresIn(body).filter((feature) => feature !== 'offline');
  if (named.length === 0) return false;
  const missing = named.filter((feature) => !spec.features.includes(feature));
  spec.features = normalizeFeatures([...spec.features, ...missing]);
  changes.push(
    missing.length > 0
      ? `Added ${missing.map(featureLabel).join(' and ')}`
      : `${labelOf(named.map(featureLabel).join(' and '))}: already on, nothing to change`,
  );
  return true;
};
