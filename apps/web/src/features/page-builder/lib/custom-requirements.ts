import {
  CUSTOM_REQUIREMENT_MAX_LENGTH,
  CUSTOM_REQUIREMENTS_MAX,
} from '@appforge/shared/contracts/page-builder';

export type ParsedRequirements =
  { ok: true; requirements: string[] } | { ok: false; error: string };

/**
 * The requirements a person typed, one per line: trimmed, blank lines and repeats dropped, and held
 * to the contract's limits so the server never has to refuse them.
 */
export function parseRequirements(text: string): ParsedRequirements {
  const requirements = [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
  const tooLong = requirements.findIndex((line) => line.length > CUSTOM_REQUIREMENT_MAX_LENGTH);
  if (tooLong !== -1) {
    return {
      ok: false,
      error: `Requirement ${tooLong + 1} is ${requirements[tooLong]!.length} characters; keep each under ${CUSTOM_REQUIREMENT_MAX_LENGTH + 1}.`,
    };
  }
  if (requirements.length > CUSTOM_REQUIREMENTS_MAX) {
    return {
      ok: false,
      error: `That is ${requirements.length} requirements; at most ${CUSTOM_REQUIREMENTS_MAX} fit one page.`,
    };
  }
  return { ok: true, requirements };
}

/** A page's stored requirements back in the one-per-line form the field edits. */
export const requirementsText = (requirements: readonly string[]) => requirements.join('\n');
