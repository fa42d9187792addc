import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { User } from "../accounts/types.ts";
import type { SandboxContext } from "../context.ts";
import { MarketplaceError } from "../core/errors.ts";
import type { Sale, Shipment } from "./types.ts";

/** Action-guide errors carry cause as a string (spec Errors: "or a string on action guide errors"). */
export const guideError = (status: number, error: string, message: string, cause: string) =>
  new MarketplaceError(status, error, message, cause);

export const excepted = () =>
  guideError(400, "bad_request", "blocked by excepted case, use the messages resource", "blocked_by_excepted_case");
export const foreignPack = () => guideError(403, "forbidden", "not allowed to access the information of the pack", "pack_access_forbidden");
export const blockedConversation = () => guideError(403, "forbidden", "the conversation is blocked", "conversation_blocked");
export const invalidOption = () => guideError(404, "not_found", "the option selected is not valid", "option_invalid");
export const invalidTemplate = () => guideError(400, "bad_request", "the template is invalid", "template_invalid");
export const invalidText = () => guideError(400, "bad_request", "the text is invalid", "text_invalid");
export const locked = () => guideError(409, "conflict", "another request is locking this operation", "operation_locked");
export const capSpent = (option: string) =>
  guideError(403, "limit_exceeded", `not allowed to execute the option ${option} again`, "limit_exceeded");
export const invalidVars = (detail: string) => guideError(400, "bad_request", `the vars are invalid: ${detail}`, "vars_invalid");

/**
 * The real API's words for the same refusals (notes §11, motivos-para-comunicarse): a text over 350
 * characters is 400 `limit_exceeded`; a spent cap is 403 with error `bad_request`; a blocked conversation
 * puts its code in `message`. Used when `config.profile` is "real".
 */
export const realTextTooLong = (limit: number) =>
  new MarketplaceError(400, "limit_exceeded", `the text exceeds the limit of ${limit} characters`, []);
export const realCapSpent = (option: string) =>
  new MarketplaceError(403, "bad_request", `You are not allowed to execute the option ${option} again`, []);
export const realBlockedConversation = () => new MarketplaceError(403, "forbidden", "conversation_blocked", []);

/** A sale by pack id, or by order id for purchases without a pack (notes §6), with its shipment. */
export function findSale(ctx: SandboxContext, id: string): { sale: Sale; shipment: Shipment } | null {
  const sales = ctx.state.sales;
  const n = Number(id);
  if (!/^\d+$/.test(id)) return null;
  const sale = sales.sales.get(n) ?? (sales.orders.get(n) ? sales.sales.get(sales.orders.get(n)!.sale_id) : undefined);
  if (!sale) return null;
  return { sale, shipment: sales.shipments.get(sale.shipment_id)! };
}

/** The checks every action-guide call makes, in order: pack exists, caller is its seller, not excepted. */
export function guideSale(ctx: SandboxContext, id: string, user: User) {
  const found = findSale(ctx, id);
  if (!found) throw guideError(404, "not_found", `pack ${id} not found`, "pack_not_found");
  if (found.sale.seller_id !== user.id) throw foreignPack();
  if (found.sale.excepted) throw excepted();
  return found;
}

export const clientId = (ctx: SandboxContext) => ctx.state.application?.id ?? ctx.config.application.id;

/** A JSON response entry for createRoute; shapes are described in sandbox/sales/README.md. */
export const json = (description: string, schema: z.ZodType = z.record(z.string(), z.unknown())) => ({
  description,
  content: { "application/json": { schema } },
});

export const packParams = z.object({
  pack_id: z.string().openapi({ param: { name: "pack_id", in: "path" }, example: "2000005870123456" }),
});

/** Failed body schemas on action-guide routes answer 400 with a string cause, like the guide's other errors. */
export function guideHook(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }, c: Context) {
  if (result.success) return;
  const detail = (result.error?.issues ?? []).map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ");
  return c.json({ message: `invalid body: ${detail}`, error: "bad_request", status: 400, cause: "invalid_body" }, 400);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
