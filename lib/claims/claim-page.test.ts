import { describe, expect, it } from "vitest";
import { actorOf, knownAction, reasonFamily } from "@/app/(dashboard)/claims/claim-words";
import { claimActionInputSchema, claimMessageInputSchema, receiverOf } from "@/lib/schemas/claim-page";
import en from "@/i18n/messages/en/claims.json";
import es from "@/i18n/messages/es/claims.json";
import pt from "@/i18n/messages/pt-BR/claims.json";
import { KNOWN_ACTIONS } from "@/app/(dashboard)/claims/claim-words";

describe("the claim page's recipient", () => {
  it("is the buyer before a dispute and the mediator only in it", () => {
    expect(receiverOf("claim")).toBe("complainant");
    expect(receiverOf("recontact")).toBe("complainant");
    expect(receiverOf(null)).toBe("complainant");
    expect(receiverOf("dispute")).toBe("mediator");
  });
});

describe("the claim page's inputs", () => {
  it("takes a partial refund only with a percentage strictly between 0 and 100", () => {
    expect(claimActionInputSchema.safeParse({ action: "allow_partial_refund", percentage: 50 }).success).toBe(true);
    expect(claimActionInputSchema.safeParse({ action: "allow_partial_refund", percentage: 100 }).success).toBe(false);
    expect(claimActionInputSchema.safeParse({ action: "allow_partial_refund" }).success).toBe(false);
    expect(claimActionInputSchema.safeParse({ action: "send_message_to_complainant" }).success).toBe(false);
  });

  it("refuses an empty message and one without a known recipient", () => {
    expect(claimMessageInputSchema.safeParse({ text: "  ", receiver: "complainant" }).success).toBe(false);
    expect(claimMessageInputSchema.safeParse({ text: "Hola", receiver: "respondent" }).success).toBe(false);
    expect(claimMessageInputSchema.safeParse({ text: "Hola", receiver: "mediator" }).success).toBe(true);
  });
});

describe("the timeline's words", () => {
  it("names known actions and players and leaves unknown ones to the fallback", () => {
    expect(knownAction("accept_partial_refund")).toBe("accept_partial_refund");
    expect(knownAction("something_new")).toBeNull();
    expect(actorOf("respondent")).toBe("seller");
    expect(actorOf("complainant")).toBe("buyer");
    expect(actorOf("mediator")).toBe("mediator");
    expect(actorOf(null)).toBe("unknown");
    expect(reasonFamily("PDD9939")).toBe("PDD");
  });

  it("has every action in plain words in en, es and pt-BR", () => {
    for (const messages of [en, es, pt]) {
      const did = (messages as { page: { did: Record<string, string> } }).page.did;
      for (const action of KNOWN_ACTIONS) expect(did[action], action).toBeTruthy();
    }
  });
});
