import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { checkAuthorization, redirectWith, type AuthorizationParams } from "./authorize-checks.ts";
import { renderConsentPage, renderErrorPage } from "./consent-page.ts";
import { CODE_TTL_MS, newGrantString } from "./tokens.ts";

const authorizationFields = {
  response_type: z.string().optional().openapi({ example: "code" }),
  client_id: z.string().optional(),
  redirect_uri: z.string().optional(),
  state: z.string().optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional().openapi({ example: "S256" }),
};
const consentFields = z.object({
  ...authorizationFields,
  user_id: z.string().optional().openapi({ description: "The chosen seeded user" }),
  decision: z.string().optional().openapi({ description: "allow or cancel (the button pressed)" }),
});

const html = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });

const consentPageRoute = createRoute({
  method: "get",
  path: "/authorization",
  tags: ["oauth"],
  summary: "The consent page: choose a seeded account and allow or cancel",
  request: { query: z.object(authorizationFields) },
  responses: {
    200: html("The consent page"),
    302: { description: "Back to redirect_uri with error, error_description and state" },
    400: html("invalid_client or redirect_uri_mismatch page (never redirected)"),
  },
});

const consentDecisionRoute = createRoute({
  method: "post",
  path: "/authorization",
  tags: ["oauth"],
  summary: "The consent form's answer: redirects with a code (allow) or access_denied (cancel)",
  request: { body: { required: true, content: { "application/x-www-form-urlencoded": { schema: consentFields } } } },
  responses: {
    302: { description: "Back to redirect_uri with code and state, or with an error" },
    400: html("invalid_client, redirect_uri_mismatch or no account chosen"),
  },
});

const errorPage = (c: Context, error: string, description: string) => c.html(renderErrorPage(error, description), 400);

// Repeated parameters (arrays) are the only schema failure; they get the same page as other bad requests.
const pageHook = (result: { success: boolean }, c: Context) =>
  result.success ? undefined : errorPage(c, "invalid_request", "Each parameter must be given once.");

export function registerAuthorizeRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(
    consentPageRoute,
    (c) => {
      const check = checkAuthorization(ctx, c.req.valid("query"));
      if (check.kind === "page") return errorPage(c, check.error, check.description);
      if (check.kind === "redirect") return c.redirect(check.location, 302);
      return c.html(renderConsentPage(check.params, ctx.state.users.values()), 200);
    },
    pageHook,
  );

  app.openapi(
    consentDecisionRoute,
    (c) => {
      const form = c.req.valid("form");
      const check = checkAuthorization(ctx, form as AuthorizationParams);
      if (check.kind === "page") return errorPage(c, check.error, check.description);
      if (check.kind === "redirect") return c.redirect(check.location, 302);
      const { params } = check;
      if (form.decision === "cancel") {
        const location = redirectWith(params.redirect_uri, {
          error: "access_denied",
          error_description: "The user denied access to the application",
          state: params.state,
        });
        return c.redirect(location, 302);
      }
      const user = ctx.state.users.get(Number(form.user_id));
      if (form.decision !== "allow" || !user) return errorPage(c, "invalid_request", "Choose an account and press Allow access or Cancel.");

      const code = newGrantString(user.id);
      ctx.state.oauth.codes.set(code, { code, ...params, user_id: user.id, expires_at: ctx.clock.nowMs() + CODE_TTL_MS, used: false });
      return c.redirect(redirectWith(params.redirect_uri, { code, state: params.state }), 302);
    },
    pageHook,
  );
}
