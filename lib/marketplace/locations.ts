import "server-only";
import { z } from "zod";
import { lenientArray } from "./lenient";
import type { LocationNode } from "../schemas/locations";
import type { SellerClient } from "./client";

const ref = z.object({ id: z.string(), name: z.string() }).passthrough();
const geo = z
  .object({ location: z.object({ latitude: z.number(), longitude: z.number() }).passthrough().nullish() })
  .passthrough()
  .nullish();
const node = z
  .object({
    id: z.string(),
    name: z.string(),
    time_zone: z.string().nullish(),
    geo_information: geo,
    country: ref.nullish(),
    state: ref.nullish(),
    city: ref.nullish(),
    states: lenientArray(ref).optional(),
    cities: lenientArray(ref).optional(),
    neighborhoods: lenientArray(ref).optional(),
  })
  .passthrough();

const PATH = { country: "countries", state: "states", city: "cities", neighborhood: "neighborhoods" } as const;
const pick = ({ id, name }: { id: string; name: string }) => ({ id, name });

/** One level of the classified locations: the node, its parents (for breadcrumbs) and its children. */
export async function getLocation(marketplace: SellerClient, kind: LocationNode["kind"], id?: string): Promise<LocationNode> {
  if (kind === "countries") {
    const countries = await marketplace("/classified_locations/countries", { schema: lenientArray(ref) });
    return { kind, id: null, name: null, parents: [], children: countries.map(pick), latitude: null, longitude: null, timeZone: null };
  }
  const n = await marketplace(`/classified_locations/${PATH[kind]}/${id}`, { schema: node });
  const parents = [n.country, n.state, n.city].filter((p): p is z.infer<typeof ref> => !!p).map(pick);
  // A node lists one level of children; the other lists may come empty or null, so take the one with entries.
  const children = [n.states, n.cities, n.neighborhoods].find((list) => list?.length) ?? [];
  return {
    kind,
    id: n.id,
    name: n.name,
    parents,
    children: children.map(pick),
    latitude: n.geo_information?.location?.latitude ?? null,
    longitude: n.geo_information?.location?.longitude ?? null,
    timeZone: n.time_zone ?? null,
  };
}
