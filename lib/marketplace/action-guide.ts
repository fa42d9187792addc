import "server-only";
import { z } from "zod";
import type { SellerClient } from "./client";

/** The action guide (spec "Post-sale messaging"): reasons, caps and sending one option. */

/**
 * A template's texts: the spec's array of strings, or the real guide's object keyed by site
 * (`{"mla": {...}}`, notes §11, DELIVERY_PROMISE sample of motivos-para-comunicarse), whose inner shape is
 * not described. Both become the list of strings found in it, in order, so the preview shows the first.
 */
const textsSchema = z.unknown().transform((value): string[] | null => {
  if (value === null || value === undefined) return null;
  const found: string[] = [];
  collectStrings(value, found, 0);
  return found;
});

function collectStrings(value: unknown, into: string[], depth: number): void {
  if (typeof value === "string") into.push(value);
  else if (depth < 4 && Array.isArray(value)) for (const v of value) collectStrings(v, into, depth + 1);
  else if (depth < 4 && value && typeof value === "object") for (const v of Object.values(value)) collectStrings(v, into, depth + 1);
}

const templateSchema = z.object({
  id: z.coerce.string(),
  vars: z
    .array(z.object({ id: z.coerce.string(), type: z.string().nullish(), description: z.string().nullish() }))
    .nullish()
    .catch(null),
  texts: textsSchema,
});

export const guideOptionSchema = z.object({
  id: z.string(),
  internal_description: z.string().nullish(),
  enabled: z.boolean().nullish(),
  type: z.string(),
  templates: z.array(templateSchema).nullish(),
  actionable: z.boolean().nullish(),
  char_limit: z.coerce.number().int().nullish(),
  cap_available: z.coerce.number().int().nullish(),
});
export type GuideOption = z.infer<typeof guideOptionSchema>;

/** Option ids (or positions) already logged as unreadable: one line per kind per process, not per read. */
const loggedUnreadable = new Set<string>();

/**
 * The guide, read option by option: one option in a shape we cannot read is dropped (and logged once)
 * instead of failing the whole guide, which would make the sale page answer 502.
 */
export const guideSchema = z.object({ options: z.array(z.unknown()) }).transform(({ options }) => ({
  options: options.flatMap((raw, n) => {
    const parsed = guideOptionSchema.safeParse(raw);
    if (parsed.success) return [parsed.data];
    const id = raw && typeof raw === "object" && "id" in raw ? String((raw as { id: unknown }).id) : `#${n}`;
    if (!loggedUnreadable.has(id)) {
      loggedUnreadable.add(id);
      const where = parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
        .join("; ");
      console.warn(`[action guide] dropped option ${id} in an unreadable shape (${where})`);
    }
    return [];
  }),
}));

const capsSchema = z.array(z.object({ option_id: z.string(), cap_available: z.number().int() }));

export function getActionGuide(marketplace: SellerClient, saleId: string): Promise<{ options: GuideOption[] }> {
  return marketplace(`/messages/action_guide/packs/${saleId}`, { schema: guideSchema, query: { tag: "post_sale" } });
}

export function getCaps(marketplace: SellerClient, saleId: string): Promise<Array<{ option_id: string; cap_available: number }>> {
  return marketplace(`/messages/action_guide/packs/${saleId}/caps_available`, { schema: capsSchema, query: { tag: "post_sale" } });
}

const optionMessageSchema = z.object({
  id: z.string(),
  status: z.string(),
  text: z.string().nullish(),
  message_moderation: z.object({ status: z.string().nullish(), reason: z.string().nullish() }).nullish(),
});
export type OptionMessage = z.infer<typeof optionMessageSchema>;

export interface OptionInput {
  optionId: string;
  templateId?: string;
  text?: string;
  vars?: Array<{ id: string; value: number }>;
}

/** Sends one reason. Never retried here (POST): the caller's idempotency record decides. */
export function postOption(marketplace: SellerClient, saleId: string, input: OptionInput): Promise<OptionMessage> {
  return marketplace(`/messages/action_guide/packs/${saleId}/option`, {
    method: "POST",
    query: { tag: "post_sale" },
    body: {
      option_id: input.optionId,
      ...(input.templateId ? { template_id: input.templateId } : {}),
      ...(input.text !== undefined ? { text: input.text } : {}),
      ...(input.vars ? { vars: input.vars } : {}),
    },
    schema: optionMessageSchema,
  });
}
