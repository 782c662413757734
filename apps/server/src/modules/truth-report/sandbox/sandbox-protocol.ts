import { z } from 'zod';

/**
 * What the child says (child-program.ts), checked as it arrives: the generated code shares the
 * child's stdout and may print anything, so the parent trusts no line's shape.
 */

const refusalSchema = z.object({ permission: z.string(), resource: z.string() });
const routeSchema = z.object({ method: z.string(), path: z.string() });

/** The app loaded: function exports of each pure frontend module, and what failed to load. */
export const readyReportSchema = z.object({
  type: z.literal('ready'),
  frontend: z.record(z.string(), z.array(z.string())),
  frontendError: z.string().nullable(),
  backendError: z.string().nullable(),
  /** Routes the backend registered, but HEAD and OPTIONS (Fastify adds those by itself). */
  routes: z.array(routeSchema),
});

export const crashReportSchema = z.object({
  type: z.literal('crashed'),
  message: z.string(),
  refusals: z.array(refusalSchema),
});

export const replySchema = z
  .object({ type: z.literal('reply'), id: z.number() })
  .and(
    z.union([
      z.object({ ok: z.literal(true) }).catchall(z.unknown()),
      z.object({ ok: z.literal(false), message: z.string() }),
    ]),
  );

/** The answer to `finish`: the probes that ran, the child's CPU time, what was refused. */
export const finishedSchema = z.object({
  hits: z.array(z.number()),
  cpuMs: z.number(),
  refusals: z.array(refusalSchema),
});

export const childMessageSchema = z.union([readyReportSchema, crashReportSchema, replySchema]);

export type ReadyReport = z.infer<typeof readyReportSchema>;
export type Refusal = z.infer<typeof refusalSchema>;
export type Reply = { ok: true; [key: string]: unknown } | { ok: false; message: string };
export type Finished = z.infer<typeof finishedSchema>;
