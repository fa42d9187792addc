import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { categoryRecord } from "./category-record.ts";
import { requireSite } from "./routes-categories.ts";
import { siteDump } from "./routes-dump.ts";
import { editTree } from "./tree-edits.ts";

const name = z.string().trim().min(1).max(120);
const editSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("add"), parent_id: z.string(), name }),
  z.object({ op: z.literal("rename"), id: z.string(), name }),
  z.object({ op: z.literal("move"), id: z.string(), parent_id: z.string() }),
  z.object({ op: z.literal("remove"), id: z.string() }),
]);

/**
 * POST /__sandbox/categories/{site_id}/changes: changes the site's category tree (add, rename, move or
 * remove a category), so `/sites/{site}/all` answers a new MD5 and X-Content-Created and a client's
 * update path can be tested. Undone by POST /__sandbox/reset.
 */
export function registerTreeEditRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(
    createRoute({
      method: "post",
      path: "/__sandbox/categories/{site_id}/changes",
      tags: ["control"],
      summary: "Change a site's category tree",
      request: {
        params: z.object({ site_id: z.string() }),
        body: { content: { "application/json": { schema: editSchema } }, required: true },
      },
      responses: {
        200: {
          description: "{op, category (the added, renamed or moved record, null after remove), md5, created}",
          content: { "application/json": { schema: z.any() } },
        },
        400: { description: "invalid edit" },
        404: { description: "unknown site or category" },
      },
    }),
    (c) => {
      const site = requireSite(c.req.valid("param").site_id);
      const edit = c.req.valid("json");
      const node = editTree(ctx.state, site, edit, ctx.clock.now());
      return c.json(
        {
          op: edit.op,
          category: node ? categoryRecord(node) : null,
          md5: siteDump(site).md5,
          created: ctx.state.catalog.dumpCreated.get(site)!,
        },
        200,
      );
    },
  );
}
