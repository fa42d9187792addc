/**
 * What the pre-check can flag. `reason` uses the marketplace's moderation reason names as they come back in
 * message_moderation.reason (the sandbox uses the same ones), so a warning and a later rejection read alike.
 */
export type ContactKind = "phone" | "email" | "link" | "social_handle" | "contact_channel" | "claim_evasion";
/** `EVASION_CLAIM_SELLER`: asking a buyer not to open, or to close, a claim (notes §12). */
export type ModerationReason = "contact_information" | "external_link" | "EVASION_CLAIM_SELLER";
/** For links: why this one matters (all of them take the buyer off the marketplace). */
export type LinkType = "shortener" | "social_network" | "payment" | "other";

export interface ContactFinding {
  kind: ContactKind;
  reason: ModerationReason;
  /** The matched text as the detector saw it (folded and de-obfuscated). */
  match: string;
  linkType?: LinkType;
}

export interface PrecheckOptions {
  /** Post-sale "send invoice link" messages exist to carry a link. */
  allowLinks?: boolean;
}
