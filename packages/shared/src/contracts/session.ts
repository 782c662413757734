import { z } from 'zod';

/** The anonymous identity behind the session cookie (GET /api/session). */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  displayName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const sessionResponseSchema = z.object({ user: sessionUserSchema });

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
