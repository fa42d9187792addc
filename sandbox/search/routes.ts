import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { forbidden } from "../core/errors.ts";
import { SEARCH_DOC } from "./docs.ts";
import { parseSearch } from "./params.ts";
import { runSearch } from "./run.ts";
import { registerOptions } from "./self-doc.ts";

/** Strings only: params.ts validates them itself so each error names the parameter and the rule. */
const searchQuery = z.object({
  q: z.string().optional(),
  category: z.string().optional(),
  seller_id: z.string().optional(),
  item_location: z.string().optional(),
  condition: z.string().optional(),
  price: z.string().optional(),
  shipping_cost: z.string().optional(),
  sort: z.string().optional(),
  offset: z.string().optional(),
  limit: z.string().optional(),
});

/**
 * Search is public: no token is read, like the real API (spec: whether it needs one is not shown). The
 * real API answers 403 to applications (notes §11, github.com/mercadolibre/golang-restclient/issues/9):
 * the real profile does so, with the body integrators report.
 */
export function registerSearchRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(
    createRoute({
      method: "get",
      path: "/sites/{site_id}/search",
      tags: ["search"],
      summary: "Search a site's active listings with paging, filters and sorts",
      request: { params: z.object({ site_id: z.string() }), query: searchQuery },
      responses: {
        200: { description: "Search response" },
        400: { description: "bad_request: an invalid parameter (named in cause)" },
        403: { description: "forbidden (profile real): the public search is closed to applications" },
        404: { description: "Unknown site" },
      },
    }),
    (c) => {
      if (ctx.config.profile === "real") throw forbidden("access to the requested resource is forbidden");
      const query = parseSearch(ctx.state, c.req.valid("param").site_id, c.req.valid("query"));
      return c.json(runSearch(ctx.state, query), 200);
    },
  );
  registerOptions(app, "/sites/{site_id}/search", SEARCH_DOC);
}
