import { z } from 'zod';

export const metaSchema = z.object({
  buildTime: z.string().describe('ISO time of the running web build'),
});
export type Meta = z.infer<typeof metaSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
  draining: z.boolean(),
});
export type Readiness = z.infer<typeof readinessSchema>;
