import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { formatWithOffset } from "../core/dates.ts";
import { SITES } from "../accounts/types.ts";
import { createMessage, renderOptionMessage } from "./messages.ts";
import { FREE_TEXT_LIMIT, offeredOptions, optionType, renderOptions, templatesFor, varId } from "./options.ts";
import {
  blockedConversation,
  capSpent,
  guideError,
  guideHook,
  guideSale,
  invalidOption,
  invalidTemplate,
  invalidText,
  invalidVars,
  json,
  locked,
  packParams,
  realBlockedConversation,
  realCapSpent,
  realTextTooLong,
  sleep,
} from "./http.ts";
import { OPTION_IDS, type OptionId, type Sale } from "./types.ts";

const tags = ["Post-sale messaging"];
const BASE = "/messages/action_guide/packs/{pack_id}";

const optionBody = z.object({
  option_id: z.string().optional(),
  template_id: z.string().optional(),
  text: z.string().optional(),
  vars: z.unknown().optional().openapi({ description: "DELIVERY_PROMISE: [{id: <template_id>___VAR___INIT|LIMIT, value: hour}]" }),
});

export function registerActionGuideRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(
    createRoute({
      method: "get",
      path: BASE,
      tags,
      summary: "Options the seller may use to contact the buyer",
      request: { params: packParams },
      responses: { 200: json("{options: [Action guide option]}") },
    }),
    (c) => {
      const { sale, shipment } = guideSale(ctx, c.req.valid("param").pack_id, requireUser(ctx, c));
      return c.json({ options: renderOptions(sale, shipment, ctx.config.profile) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/caps_available`,
      tags,
      summary: "Messages still allowed per option",
      request: { params: packParams },
      responses: { 200: json("[{option_id, cap_available}]", z.array(z.object({ option_id: z.string(), cap_available: z.number() }))) },
    }),
    (c) => {
      const { sale, shipment } = guideSale(ctx, c.req.valid("param").pack_id, requireUser(ctx, c));
      return c.json(
        offeredOptions(shipment).map((id) => ({ option_id: id, cap_available: sale.caps[id] })),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/option`,
      tags,
      summary: "Send an option (template or free text) to the buyer",
      request: { params: packParams, body: { required: true, content: { "application/json": { schema: optionBody } } } },
      responses: { 201: json("Message object"), 400: json("bad_request; cause is a string on action-guide errors") },
    }),
    async (c) => {
      const user = requireUser(ctx, c);
      const { sale, shipment } = guideSale(ctx, c.req.valid("param").pack_id, user);
      const sales = ctx.state.sales;
      // Spec 409: the marketplace locks seller and sale while an option runs so caps cannot be overspent.
      const key = `${sale.seller_id}:${sale.id}`;
      if (sales.locks.has(key)) throw locked();
      sales.locks.add(key);
      try {
        const delay = sales.optionDelays.get(sale.id);
        if (delay) {
          if (--delay.remaining <= 0) sales.optionDelays.delete(sale.id);
          await sleep(delay.delay_ms);
        }
        const real = ctx.config.profile === "real";
        if (sale.blocked) throw real ? realBlockedConversation() : blockedConversation();
        const body = c.req.valid("json");
        const option = body.option_id as OptionId;
        if (!OPTION_IDS.includes(option) || !offeredOptions(shipment).includes(option)) throw invalidOption();
        const text = composeText(ctx, sale, option, body);
        if (sale.caps[option] <= 0) throw real ? realCapSpent(option) : capSpent(option);
        const message = createMessage(sales, {
          from: sale.seller_id,
          to: sale.buyer_id,
          text,
          at: ctx.clock.now(),
          option,
          moderated: optionType(option) === "free_text",
          moderation: { allowLinks: option === "SEND_INVOICE_LINK" },
        });
        sale.caps[option] -= 1;
        sale.messages.push(message);
        return c.json(renderOptionMessage(message, ctx.state.users.get(sale.buyer_id)), 201);
      } finally {
        sales.locks.delete(key);
      }
    },
    guideHook,
  );
}

/** Validates the body for the option and returns the text the buyer receives. */
function composeText(ctx: SandboxContext, sale: Sale, option: OptionId, body: z.infer<typeof optionBody>): string {
  if (optionType(option) === "free_text") {
    if (body.template_id !== undefined) throw invalidTemplate();
    const text = body.text?.trim() ?? "";
    if (text.length > FREE_TEXT_LIMIT && ctx.config.profile === "real") throw realTextTooLong(FREE_TEXT_LIMIT);
    if (text.length === 0 || text.length > FREE_TEXT_LIMIT) throw invalidText();
    return text;
  }
  const template = templatesFor(option, sale.site_id)!.find((t) => t.id === body.template_id);
  if (!template) throw invalidTemplate();
  if (!template.vars) return template.texts[0]!;
  const { init, limit } = readHours(template.id, body.vars);
  // Notes §6: promising delivery "today" in an hour already past answers the real API's 500.
  if (template.id.endsWith("___1") && limit <= localHour(ctx, sale)) {
    throw guideError(500, "internal_server_error", "delivery date is before than today", "delivery_date_in_past");
  }
  return template.texts[0]!.replace("{INIT}", String(init)).replace("{LIMIT}", String(limit));
}

function readHours(templateId: string, vars: unknown): { init: number; limit: number } {
  const initId = varId(templateId, "INIT");
  const limitId = varId(templateId, "LIMIT");
  if (!Array.isArray(vars)) throw invalidVars(`vars must be an array with ${initId} and ${limitId}`);
  const values = new Map<string, unknown>();
  for (const v of vars as Array<{ id?: unknown; value?: unknown }>) {
    if (typeof v?.id !== "string" || (v.id !== initId && v.id !== limitId))
      throw invalidVars(`unknown var id ${JSON.stringify(v?.id)}, expected ${initId} or ${limitId}`);
    if (values.has(v.id)) throw invalidVars(`var ${v.id} given twice`);
    values.set(v.id, v.value);
  }
  const hour = (id: string) => {
    if (!values.has(id)) throw invalidVars(`missing var ${id}`);
    const value = values.get(id);
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 23)
      throw invalidVars(`${id} must be an hour from 0 to 23`);
    return value;
  };
  const init = hour(initId);
  const limit = hour(limitId);
  if (init >= limit) throw invalidVars(`the initial hour (${init}) must be before the final hour (${limit})`);
  return { init, limit };
}

/** The current hour on the sale's site (sandbox clock, site UTC offset). */
function localHour(ctx: SandboxContext, sale: Sale): number {
  return Number(formatWithOffset(ctx.clock.now(), SITES[sale.site_id].utcOffset).slice(11, 13));
}
