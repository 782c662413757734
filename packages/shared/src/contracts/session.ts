import { z } from 'zod';

/** The anonymous identity behind the session cookie. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  displayName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

/** GET /api/session: null until the browser's first write (or POST /api/session) creates its user. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });

/** POST /api/session: the browser's user, created with its cookie when it had none. */
export const startedSessionResponseSchema = z.object({ user: sessionUserSchema });

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type StartedSessionResponse = z.infer<typeof startedSessionResponseSchema>;
