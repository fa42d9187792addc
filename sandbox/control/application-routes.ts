import { createRoute, z } from "@hono/zod-openapi";
import type { ApplicationConfig } from "../config.ts";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { json, jsonBody } from "./schemas.ts";

const applicationSchema = z
  .object({
    id: z.string().openapi({ description: "The client_id" }),
    redirect_uris: z.array(z.string()),
    pkce_required: z.boolean(),
    callback_url: z.string().openapi({ description: "Notifications URL; empty disables deliveries" }),
    topics: z.array(z.string()),
  })
  .openapi("SandboxApplication");

const applicationUpdateSchema = z
  .object({
    redirect_uris: z.array(z.url()).min(1).optional(),
    pkce_required: z.boolean().optional(),
    callback_url: z.union([z.url(), z.literal("")]).optional(),
    topics: z.array(z.string().min(1)).optional(),
  })
  .strict()
  .openapi("SandboxApplicationUpdate");

const getApplicationRoute = createRoute({
  method: "get",
  path: "/__sandbox/application",
  tags: ["sandbox"],
  summary: "The registered application (the client secret is never shown)",
  responses: { 200: json("The application", applicationSchema) },
});

const putApplicationRoute = createRoute({
  method: "put",
  path: "/__sandbox/application",
  tags: ["sandbox"],
  summary: "Change redirect URIs, the PKCE flag, the callback URL or topics (until the next reset)",
  request: { body: jsonBody(applicationUpdateSchema) },
  responses: { 200: json("The application after the change", applicationSchema) },
});

/** The secret stays out: control routes are unauthenticated, so it must not be readable here. */
const view = (a: ApplicationConfig): z.infer<typeof applicationSchema> => ({
  id: a.id,
  redirect_uris: [...a.redirectUris],
  pkce_required: a.pkceRequired,
  callback_url: a.callbackUrl,
  topics: [...a.topics],
});

export function registerApplicationRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(getApplicationRoute, (c) => c.json(view(ctx.state.application), 200));

  app.openapi(putApplicationRoute, (c) => {
    const body = c.req.valid("json");
    const a = ctx.state.application;
    if (body.redirect_uris) a.redirectUris = [...body.redirect_uris];
    if (body.pkce_required !== undefined) a.pkceRequired = body.pkce_required;
    if (body.callback_url !== undefined) a.callbackUrl = body.callback_url;
    if (body.topics) a.topics = [...body.topics];
    return c.json(view(a), 200);
  });
}
