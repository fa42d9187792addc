/** The reason family of a claim's reason id (notes §12): PNR not received, PDD different or defective, CS cancellation. */
export function reasonFamily(reasonId: string | null): "PNR" | "PDD" | "CS" | "other" {
  const prefix = /^(PNR|PDD|CS)/.exec(reasonId ?? "")?.[1];
  return (prefix as "PNR" | "PDD" | "CS" | undefined) ?? "other";
}

/** The history's action names we put in plain words (claims.page.did.*); any other is shown as "another step (name)". */
export const KNOWN_ACTIONS = [
  "open_claim",
  "send_message_to_complainant",
  "send_message_to_respondent",
  "send_message_to_mediator",
  "send_attachments",
  "refund",
  "allow_partial_refund",
  "accept_partial_refund",
  "reject_partial_refund",
  "allow_return",
  "add_shipping_evidence",
  "open_dispute",
  "return_review_ok",
  "return_review_fail",
] as const;
export type KnownAction = (typeof KNOWN_ACTIONS)[number];

export function knownAction(name: string): KnownAction | null {
  return (KNOWN_ACTIONS as readonly string[]).includes(name) ? (name as KnownAction) : null;
}

/** Who did a step, by the claim's player role: you (respondent), the buyer, Mercado Libre's mediator. */
export function actorOf(role: string | null): "seller" | "buyer" | "mediator" | "unknown" {
  if (role === "respondent" || role === "seller") return "seller";
  if (role === "complainant" || role === "buyer") return "buyer";
  if (role === "mediator") return "mediator";
  return "unknown";
}
