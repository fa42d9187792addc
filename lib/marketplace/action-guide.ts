import "server-only";
import { z } from "zod";
import type { SellerClient } from "./client";

/** The action guide (spec "Post-sale messaging"): reasons, caps and sending one option. */
const templateSchema = z.object({
  id: z.string(),
  vars: z.array(z.object({ id: z.string(), type: z.string().nullish(), description: z.string().nullish() })).nullish(),
  texts: z.array(z.string()).nullish(),
});

export const guideOptionSchema = z.object({
  id: z.string(),
  internal_description: z.string().nullish(),
  enabled: z.boolean().nullish(),
  type: z.string(),
  templates: z.array(templateSchema).nullish(),
  actionable: z.boolean().nullish(),
  char_limit: z.number().int().nullish(),
  cap_available: z.number().int().nullish(),
});
export type GuideOption = z.infer<typeof guideOptionSchema>;

const guideSchema = z.object({ options: z.array(guideOptionSchema) });
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
