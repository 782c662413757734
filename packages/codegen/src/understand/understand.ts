import { appSpecSchema, type AppSpec } from '../app-spec.ts';
import { understandFollowUp } from './follow-up.ts';
import { understandNewApp, type Understood } from './new-app.ts';

export type { Understood } from './new-app.ts';

/**
 * A prompt → the AppSpec to render. With a valid `previous` spec the prompt is a follow-up edit;
 * a previous spec that no longer parses is ignored and the prompt describes a new app.
 */
export function understand(prompt: string, previous?: AppSpec | null): Understood {
  const parsed = previous ? appSpecSchema.safeParse(previous) : undefined;
  return parsed?.success ? understandFollowUp(prompt, parsed.data) : understandNewApp(prompt);
}
