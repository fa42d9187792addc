import { z } from "zod";

/** GET /api/catalog/locations?kind=&id=: one level of the classified-location tree. */
export const locationParamsSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("countries") }),
  z.object({ kind: z.enum(["country", "state", "city", "neighborhood"]), id: z.string().regex(/^[A-Za-z0-9_-]{2,64}$/, "a location id") }),
]);

const ref = z.object({ id: z.string(), name: z.string() });
export const locationNodeSchema = z.object({
  kind: z.enum(["countries", "country", "state", "city", "neighborhood"]),
  id: z.string().nullable(),
  name: z.string().nullable(),
  parents: z.array(ref),
  children: z.array(ref),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timeZone: z.string().nullable(),
});
export type LocationNode = z.infer<typeof locationNodeSchema>;
