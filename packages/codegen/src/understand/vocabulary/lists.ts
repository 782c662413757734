/** "recipe, dish, bake" → ["recipe", "dish", "bake"]: a kind's nouns or topics, written on one line. */
export const words = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word.length > 0);

/**
 * "name; difficulty (Easy, Medium, Hard); photo (image)" → field phrases. Semicolons separate the
 * phrases because commas belong to the choices of a select.
 */
export const phrases = (text: string) =>
  text
    .split(';')
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase.length > 0);
