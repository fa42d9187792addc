import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { grantTokens, type TokenRequest } from "./grants.ts";
import { invalidRequest, oauthErrorSchema } from "./oauth-errors.ts";
import { tokenResponseSchema } from "./tokens.ts";

// Every field is optional in the schema: the handler answers each missing one with the real
// invalid_request body rather than the generic bad_request envelope. coerce accepts JSON numbers.
const field = () => z.coerce.string().optional();
const tokenRequestSchema = z
  .object({
    grant_type: field().openapi({ example: "authorization_code" }),
    client_id: field(),
    client_secret: field(),
    code: field(),
    redirect_uri: field(),
    code_verifier: field(),
    refresh_token: field(),
  })
  .openapi("TokenRequest");

const tokenRoute = createRoute({
  method: "post",
  path: "/oauth/token",
  tags: ["oauth"],
  summary: "Exchange an authorization code or a refresh token for tokens",
  description: "A form body as on the real API (JSON is accepted too). GET answers 404, like the real endpoint.",
  request: {
    body: {
      required: false,
      content: {
        "application/x-www-form-urlencoded": { schema: tokenRequestSchema },
        "application/json": { schema: tokenRequestSchema },
      },
    },
  },
  responses: {
    200: { description: "New tokens", content: { "application/json": { schema: tokenResponseSchema } } },
    400: {
      description: "invalid_grant, invalid_request or unsupported_grant_type",
      content: { "application/json": { schema: oauthErrorSchema } },
    },
    401: { description: "invalid_client", content: { "application/json": { schema: oauthErrorSchema } } },
  },
});

/** The last six characters only: enough to tell tokens apart in the request log, never the secret. */
/** The 6 random characters before the `-<user_id>` suffix: enough to tell grants apart, useless to spend. */
const tail = (value: string | undefined) => (value ? value.replace(/-\d+$/, "").slice(-6) : undefined);

/** What the request log keeps of a token request: no secrets, no whole codes or tokens. */
function loggedFields(p: TokenRequest) {
  return {
    grant_type: p.grant_type,
    client_id: p.client_id,
    redirect_uri: p.redirect_uri,
    code: tail(p.code),
    refresh_token: tail(p.refresh_token),
    client_secret: p.client_secret ? "***" : undefined,
    code_verifier: p.code_verifier ? "***" : undefined,
  };
}

function logBody(c: Context, params: TokenRequest): void {
  c.set("loggedBody" as never, loggedFields(params) as never);
}

export function registerTokenRoute(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(
    tokenRoute,
    (c) => {
      const params: TokenRequest = { ...c.req.valid("json"), ...c.req.valid("form") };
      logBody(c, params);
      return c.json(grantTokens(ctx, params), 200);
    },
    // Only values that cannot be read as strings (objects, arrays) fail the schema.
    (result, c) => {
      if (result.success) return;
      const name = String(result.error.issues[0]?.path[0] ?? "body");
      return c.json(invalidRequest(name).toBody() as z.infer<typeof oauthErrorSchema>, 400);
    },
  );
}
