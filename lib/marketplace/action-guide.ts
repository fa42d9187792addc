import "server-only";
import { z } from "zod";
import type { SellerClient } from "./client";
import { INTERACTIVE_WRITE_DEADLINE_MS } from "./deadlines";
import { numericId } from "./ids";
import { lenientArray } from "./lenient";
import { writeEchoSchema, type WriteEcho } from "./write-echo";

/** The action guide (spec "Post-sale messaging"): reasons, caps and sending one option. */

/**
 * A template's texts as the guide gives them: the spec's array of strings, or the documentation's object
 * keyed by site (`{"mla": {"html": "Hola,Entregaremos tu compra %s entre las %d y las %d hs."}, "mlb":
 * {...}}`, motivos-para-comunicarse), or nothing at all: the documented REQUEST_VARIANTS and
 * REQUEST_BILLING_INFO templates carry only `id` and `vars` (the marketplace writes their text). Kept per
 * site, so each seller reads their own site's text and never another site's language.
 */
export interface TemplateTexts {
  /** Texts keyed by lower-case site id (`mla`, `mlb`…). */
  bySite: Record<string, string>;
  /** Texts not keyed by site (the spec's array), in order. */
  plain: string[];
}

const SITE_KEY = /^[a-z]{3}$/i;

/** The first string inside a site's entry (`{html}`, `{text}`, `{plain}` or a bare string), tags removed. */
function firstText(value: unknown, depth = 0): string | null {
  if (typeof value === "string") return htmlToText(value);
  if (depth > 3 || !value || typeof value !== "object") return null;
  const entry = value as Record<string, unknown>;
  for (const key of ["text", "plain", "html"]) if (typeof entry[key] === "string") return htmlToText(entry[key]);
  for (const v of Object.values(entry)) {
    const found = firstText(v, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The `html` texts are shown as text: line breaks kept, any tag dropped (a preview never renders markup). */
function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .trim();
}

// `.optional()` first: a transform alone would make the key required (the documented templates omit it).
const textsSchema = z
  .unknown()
  .optional()
  .transform((value): TemplateTexts | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === "string") return { bySite: {}, plain: [htmlToText(value)] };
    if (Array.isArray(value)) return { bySite: {}, plain: value.map((v) => firstText(v)).filter((t): t is string => t !== null) };
    if (typeof value !== "object") return null;
    const bySite: Record<string, string> = {};
    const plain: string[] = [];
    for (const [key, entry] of Object.entries(value)) {
      const text = firstText(entry);
      if (text === null) continue;
      if (SITE_KEY.test(key)) bySite[key.toLowerCase()] = text;
      else plain.push(text);
    }
    return { bySite, plain };
  });

/**
 * The text of a template for the seller's site: its own site's entry when the guide keys texts by site
 * (another site's language never stands in), else the first plain text; null when the guide gives none.
 */
export function templateTextFor(texts: TemplateTexts | null | undefined, siteId: string): string | null {
  if (!texts) return null;
  if (Object.keys(texts.bySite).length > 0) return texts.bySite[siteId.toLowerCase()] ?? null;
  return texts.plain[0] ?? null;
}

const templateSchema = z.object({
  id: z.coerce.string(),
  vars: lenientArray(z.object({ id: z.coerce.string(), type: z.string().nullish(), description: z.string().nullish() })).catch([]),
  texts: textsSchema,
});

export const guideOptionSchema = z.object({
  id: z.string(),
  internal_description: z.string().nullish(),
  enabled: z.boolean().nullish(),
  // The documentation prints DELIVERY_PROMISE's type as "TEMPLATE", the others in lower case.
  type: z.string().transform((t) => t.toLowerCase()),
  templates: lenientArray(templateSchema),
  actionable: z.boolean().nullish(),
  char_limit: numericId.nullish().catch(null),
  cap_available: numericId.nullish().catch(null),
});
export type GuideOption = z.infer<typeof guideOptionSchema>;

/** The guide, read option by option: one option in a shape we cannot read is left out and named (lenient.ts). */
export const guideSchema = z
  .object({ options: z.array(z.unknown()) })
  .transform(({ options }) => ({ options: lenientArray(guideOptionSchema).parse(options) }));

const capsSchema = lenientArray(z.object({ option_id: z.string(), cap_available: numericId }));

export function getActionGuide(marketplace: SellerClient, saleId: string): Promise<{ options: GuideOption[] }> {
  return marketplace(`/messages/action_guide/packs/${saleId}`, { schema: guideSchema, query: { tag: "post_sale" } });
}

export function getCaps(marketplace: SellerClient, saleId: string): Promise<Array<{ option_id: string; cap_available: number }>> {
  return marketplace(`/messages/action_guide/packs/${saleId}/caps_available`, { schema: capsSchema, query: { tag: "post_sale" } });
}

export interface OptionInput {
  optionId: string;
  templateId?: string;
  text?: string;
  vars?: Array<{ id: string; value: number }>;
}

/** Sends one reason. Never retried here (POST): the caller's idempotency record decides. Any 2xx is sent (write-echo.ts). */
export function postOption(marketplace: SellerClient, saleId: string, input: OptionInput): Promise<WriteEcho> {
  return marketplace(`/messages/action_guide/packs/${saleId}/option`, {
    method: "POST",
    query: { tag: "post_sale" },
    body: {
      option_id: input.optionId,
      ...(input.templateId ? { template_id: input.templateId } : {}),
      ...(input.text !== undefined ? { text: input.text } : {}),
      ...(input.vars ? { vars: input.vars } : {}),
    },
    schema: writeEchoSchema,
    rateLimitDeadlineMs: INTERACTIVE_WRITE_DEADLINE_MS,
  });
}
