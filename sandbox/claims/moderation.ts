import { moderate } from "../sales/moderation.ts";

/**
 * Claim messages are moderated like post-sale messages, and also for claim evasion: asking a buyer
 * not to open, or to close, a claim is moderated (notes §12, EVASION_CLAIM_SELLER).
 */
const EVASION =
  /\b(no (abras|abra|inicies|inicie|hagas|haga)( el| un)? reclamo|(cancel[aá]|cerr[aá]|cancele|cierre|retir[aá]|retire)( el)? reclamo|n[aã]o (abra|abre)( uma)? reclama[cç][aã]o|(cancele|feche|retire)( a)? reclama[cç][aã]o)\b/i;

export type ClaimModerationReason = ReturnType<typeof moderate> | "EVASION_CLAIM_SELLER";

export function moderateClaimMessage(text: string, fromSeller: boolean): ClaimModerationReason {
  if (fromSeller && EVASION.test(text)) return "EVASION_CLAIM_SELLER";
  return moderate(text);
}
