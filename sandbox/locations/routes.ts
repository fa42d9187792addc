import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { notFound } from "../core/errors.ts";
import { registerOptions } from "../search/self-doc.ts";
import { LOCATION_DOCS } from "./docs.ts";
import type { LocationsState, Ref } from "./state.ts";

const ref = (node: Ref): Ref => ({ id: node.id, name: node.name });
const publicTag = ["classified_locations"];

/** Public, like the real API: no token is read (spec: whether these calls need one is not shown). */
export function registerLocationRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const tree = (): LocationsState => ctx.state.locations;

  app.openapi(
    createRoute({
      method: "get",
      path: "/classified_locations/countries",
      tags: publicTag,
      responses: { 200: { description: "[{id, name, locale, currency_id}]" } },
    }),
    (c) =>
      c.json(
        [...tree().countries.values()].map((k) => ({ id: k.id, name: k.name, locale: k.locale, currency_id: k.currency_id })),
        200,
      ),
  );

  app.openapi(byId("/classified_locations/countries/{id}", "Country detail with its states"), (c) => {
    const t = tree();
    const k = t.countries.get(c.req.valid("param").id);
    if (!k) throw notFound(`Country ${c.req.valid("param").id} not found`);
    return c.json(
      {
        id: k.id,
        name: k.name,
        locale: k.locale,
        currency_id: k.currency_id,
        decimal_separator: k.decimal_separator,
        thousands_separator: k.thousands_separator,
        time_zone: k.time_zone,
        geo_information: k.geo,
        states: k.stateIds.map((id) => ref(t.states.get(id)!)),
      },
      200,
    );
  });

  app.openapi(byId("/classified_locations/states/{id}", "State with its country and cities"), (c) => {
    const t = tree();
    const s = t.states.get(c.req.valid("param").id);
    if (!s) throw notFound(`State ${c.req.valid("param").id} not found`);
    const country = t.countries.get(s.countryId)!;
    return c.json(
      {
        id: s.id,
        name: s.name,
        country: ref(country),
        time_zone: country.time_zone,
        geo_information: s.geo,
        cities: s.cityIds.map((id) => ref(t.cities.get(id)!)),
      },
      200,
    );
  });

  app.openapi(byId("/classified_locations/cities/{id}", "City with its state, country and neighborhoods"), (c) => {
    const t = tree();
    const city = t.cities.get(c.req.valid("param").id);
    if (!city) throw notFound(`City ${c.req.valid("param").id} not found`);
    return c.json(
      {
        id: city.id,
        name: city.name,
        state: ref(t.states.get(city.stateId)!),
        country: ref(t.countries.get(city.countryId)!),
        geo_information: city.geo,
        neighborhoods: city.neighborhoodIds.map((id) => ref(t.neighborhoods.get(id)!)),
      },
      200,
    );
  });

  app.openapi(byId("/classified_locations/neighborhoods/{id}", "Neighborhood with its city, state and country"), (c) => {
    const t = tree();
    const n = t.neighborhoods.get(c.req.valid("param").id);
    if (!n) throw notFound(`Neighborhood ${c.req.valid("param").id} not found`);
    return c.json(
      {
        id: n.id,
        name: n.name,
        city: ref(t.cities.get(n.cityId)!),
        state: ref(t.states.get(n.stateId)!),
        country: ref(t.countries.get(n.countryId)!),
        geo_information: n.geo,
        subneighborhoods: [],
      },
      200,
    );
  });

  for (const [path, doc] of Object.entries(LOCATION_DOCS)) registerOptions(app, path, doc);
}

function byId<P extends string>(path: P, summary: string) {
  return createRoute({
    method: "get",
    path,
    tags: publicTag,
    summary,
    request: { params: z.object({ id: z.string().min(1) }) },
    responses: { 200: { description: summary }, 404: { description: "not_found: unknown id" } },
  });
}
