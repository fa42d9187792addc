import { createRoute } from "@hono/zod-openapi";
import type { SandboxApp } from "../context.ts";

/** A parameter in an OPTIONS self-description. */
export interface DocParameter {
  name: string;
  in: "path" | "query";
  type: string;
  required: boolean;
  description: string;
  default?: string | number;
  values?: string[];
}

export interface ResourceDoc {
  name: string;
  description: string;
  methods: Array<{ method: "GET"; example: string; description: string; parameters: DocParameter[] }>;
  related_resources?: string[];
}

/**
 * OPTIONS on a resource answers its JSON self-documentation (notes §5, "OPTIONS on a resource returns
 * JSON self-documentation"), with an Allow header listing the methods.
 */
export function registerOptions(app: SandboxApp, path: string, doc: ResourceDoc): void {
  const allow = ["OPTIONS", ...doc.methods.map((m) => m.method)].join(", ");
  const route = createRoute({
    method: "options",
    path,
    summary: `Self-documentation of ${doc.name}`,
    responses: { 200: { description: "JSON description of the resource: methods, parameters, examples" } },
  });
  app.openapi(route, (c) => {
    c.header("Allow", allow);
    return c.json({ ...doc, allowed_methods: allow.split(", ") }, 200);
  });
}
