/**
 * Where the claims desk (branch wt-h53-desk) plugs into the health card: the claims that affect the reputation
 * and those still inside the 48-hour incentive (notes §12, affects-reputation), each linking to the desk. Until
 * that desk exists there is nothing true to show, so this draws nothing; the desk replaces the body with its
 * counts and links, and the card needs no other change.
 */
export function HealthClaimsSlot() {
  return null;
}
