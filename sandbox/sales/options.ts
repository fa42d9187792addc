import type { SiteId } from "../accounts/types.ts";
import type { SandboxProfile } from "../config.ts";
import type { LogisticType, OptionId, Sale, Shipment } from "./types.ts";
import { WORDING } from "./wording.ts";

export const FREE_TEXT_LIMIT = 350;

/** Option definitions in the order the guide lists them (spec rule 4 descriptions). */
const DEFINITIONS: Array<{ id: OptionId; type: "template" | "free_text"; description: string }> = [
  { id: "REQUEST_VARIANTS", type: "template", description: "Request variant data" },
  { id: "REQUEST_BILLING_INFO", type: "template", description: "Request billing information" },
  { id: "SEND_INVOICE_LINK", type: "free_text", description: "Send link for billing" },
  { id: "DELIVERY_PROMISE", type: "template", description: "Inform delivery promise" },
  { id: "OTHER", type: "free_text", description: "Free field" },
];

/** Rule 3: variants for cross docking and drop off (xd_drop_off is a drop-off variant: README). */
const VARIANT_TYPES: LogisticType[] = ["cross_docking", "drop_off", "xd_drop_off"];

export interface Template {
  id: string;
  vars: Array<{ id: string; type: "number"; description: string }> | null;
  texts: string[];
}

export const templateId = (option: OptionId, n: number) => `TEMPLATE___${option}___${n}`;
export const varId = (template: string, which: "INIT" | "LIMIT") => `${template}___VAR___${which}`;

/** Which options this sale offers: depends on the shipment's logistic type and whether it was delivered. */
export function offeredOptions(shipment: Shipment): OptionId[] {
  return DEFINITIONS.map((d) => d.id).filter((id) => {
    if (id === "REQUEST_VARIANTS") return VARIANT_TYPES.includes(shipment.logistic_type);
    if (id === "DELIVERY_PROMISE") return shipment.logistic_type === "self_service";
    // Notes §6: OTHER is no longer offered once the shipment is delivered (all sites since the 2025 rollout).
    if (id === "OTHER") return shipment.status !== "delivered";
    return true;
  });
}

export function templatesFor(option: OptionId, site: SiteId): Template[] | null {
  const w = WORDING[site];
  if (option === "REQUEST_VARIANTS") return [{ id: templateId(option, 1), vars: null, texts: [w.variants] }];
  if (option === "REQUEST_BILLING_INFO") return [{ id: templateId(option, 1), vars: null, texts: [w.billing] }];
  if (option === "DELIVERY_PROMISE") {
    return w.days.map((day, i) => {
      const id = templateId(option, i + 1);
      return {
        id,
        vars: [
          { id: varId(id, "INIT"), type: "number" as const, description: "initial hour (0-23)" },
          { id: varId(id, "LIMIT"), type: "number" as const, description: "final hour (0-23)" },
        ],
        texts: [w.promise.replace("{DAY}", day)],
      };
    });
  }
  return null;
}

export function optionType(option: OptionId): "template" | "free_text" {
  return DEFINITIONS.find((d) => d.id === option)!.type;
}

/**
 * The real guide as motivos-para-comunicarse prints it: REQUEST_VARIANTS and REQUEST_BILLING_INFO
 * templates carry only `id` and `vars` (the marketplace writes their text); DELIVERY_PROMISE texts are an
 * object keyed by every site, each `{"html": …}` in printf style (`%s` the day, `%d` the two hours). The
 * documentation prints no MLM text; ours is the MLA one.
 */
const PROMISE_HTML_ES = "Hola,Entregaremos tu compra %s entre las %d y las %d hs.";
const PROMISE_HTML: Record<string, { html: string }> = {
  mla: { html: PROMISE_HTML_ES },
  mlb: { html: "Olá,Entregaremos sua compra %s entre %d e %d h." },
  mlc: { html: PROMISE_HTML_ES },
  mco: { html: PROMISE_HTML_ES },
  mlu: { html: PROMISE_HTML_ES },
  mlm: { html: PROMISE_HTML_ES },
};

function renderTemplates(option: OptionId, site: SiteId, profile: SandboxProfile) {
  const templates = templatesFor(option, site);
  if (!templates || profile !== "real") return templates;
  if (option !== "DELIVERY_PROMISE") return templates.map(({ id, vars }) => ({ id, vars }));
  return templates.map(({ id, vars }) => ({ id, vars, texts: PROMISE_HTML }));
}

/** The guide as GET /messages/action_guide/packs/{id} answers it. Blocked conversations list options disabled. */
export function renderOptions(sale: Sale, shipment: Shipment, profile: SandboxProfile = "spec") {
  const offered = offeredOptions(shipment);
  return DEFINITIONS.filter((d) => offered.includes(d.id)).map((d) => ({
    id: d.id,
    internal_description: d.description,
    enabled: sale.blocked === null,
    // The documentation prints DELIVERY_PROMISE's type in capitals.
    type: profile === "real" && d.id === "DELIVERY_PROMISE" ? "TEMPLATE" : d.type,
    templates: renderTemplates(d.id, sale.site_id, profile),
    actionable: sale.blocked === null && sale.caps[d.id] > 0,
    ...(d.type === "free_text" ? { char_limit: FREE_TEXT_LIMIT } : {}),
    child_options: null,
    cap_available: sale.caps[d.id],
  }));
}
