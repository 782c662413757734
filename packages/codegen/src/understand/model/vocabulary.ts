/** Nouns that name the app or its parts in the singular ("a fleet app", "a lab notebook"), not records. */
export const APP_WORDS = new Set(
  (
    'app apps application track tracker planner manager organiser organizer platform system log journal ' +
    'notebook diary list checklist inventory rota scheduling desk hub portal dashboard marketplace ' +
    'me i you we everything anything something thing things stuff data details info information way ways family'
  ).split(' '),
);

export const BE_FORMS = new Set(['is', 'are', 'be', 'was', 'were', 'been', 'being']);

/** Verbs that are never nouns, whatever their ending ("is", "has", "does"). */
export const FUNCTION_VERBS = new Set([
  ...BE_FORMS,
  ...'has have had does do did can could will would shall should may might must gets get'.split(
    ' ',
  ),
]);

export const POSSESSIVES = new Set(['my', 'our', 'your', 'their', 'his', 'her', 'its']);
