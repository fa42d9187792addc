import type { Claim, Return } from "./types.ts";

export interface ClaimsState {
  claims: Map<number, Claim>;
  returns: Map<number, Return>;
  /**
   * Sellers whose application lacks the "Comunicación pre y post venta" permission (control toggle):
   * their claim calls answer 403 PA_UNAUTHORIZED_RESULT_FROM_POLICIES (notes §12).
   */
  unauthorized: Set<number>;
  next: { claim: number; return: number; message: number; file: number };
}

export function createClaimsState(): ClaimsState {
  return {
    claims: new Map(),
    returns: new Map(),
    unauthorized: new Set(),
    next: { claim: 5_298_903_100, return: 30_114_500, message: 1, file: 1 },
  };
}
