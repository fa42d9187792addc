import { z } from "@hono/zod-openapi";

/** Shared by control routes: a plain JSON body answer and the marketplace error envelope. */
export const errorSchema = z
  .object({ message: z.string(), error: z.string(), status: z.number().int(), cause: z.array(z.unknown()) })
  .openapi("SandboxError");

export const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const nowSchema = z.object({ now: z.string().openapi({ example: "2026-06-10T14:00:00.000Z" }) }).openapi("SandboxClock");
