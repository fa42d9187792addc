import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { RunningSandbox } from "../testing.ts";
import { advance, call, findClaim, HOUR, JPG, KIND, PDF, PNG, resetClaims, startClaimsSandbox, upload } from "./test-support.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startClaimsSandbox();
});
afterAll(() => s.close());
beforeEach(() => resetClaims(s));

const send = (id: number, token: string, body: unknown) =>
  call(s, "POST", `/post-purchase/v1/claims/${id}/actions/send-message`, token, body);
const seller = (id: number) => s.sandbox.ctx.state.claims.claims.get(id)!;

describe("claim messages (notes §12)", () => {
  test("a message to the buyer passes the move to the buyer, who answers on the sandbox clock", async () => {
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const token = await s.tokenFor(claim.seller_id);
    const sent = await send(claim.id, token, { receiver_role: "complainant", message: "Hola, ¿nos mandás una foto del producto?" });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ sender_role: "respondent", receiver_role: "complainant", status: "available", stage: "claim" });
    const after = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}`, token);
    const buyer = after.body.players.find((p: any) => p.role === "complainant");
    expect(buyer.available_actions[0]).toMatchObject({ action: "send_message_to_respondent", mandatory: true });
    const respondent = after.body.players.find((p: any) => p.role === "respondent");
    expect(respondent.available_actions.some((a: any) => a.mandatory)).toBe(false);
    // The sandbox buyer answers six hours later (sandbox time): the move is the seller's again.
    advance(s, 6 * HOUR + 1000);
    const messages = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}/messages`, await s.tokenFor(claim.seller_id));
    expect(messages.body.at(-1)).toMatchObject({ sender_role: "complainant", receiver_role: "respondent" });
    expect(messages.body.at(-1).date_read).not.toBeNull();
    expect(seller(claim.id).turn?.role).toBe("respondent");
  });

  test("in a dispute messages go to the mediator only: to the buyer is refused as not offered", async () => {
    const claim = findClaim(s, "a dispute", KIND.dispute);
    const token = await s.tokenFor(claim.seller_id);
    const refused = await send(claim.id, token, { receiver_role: "complainant", message: "Hola" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: "business_logic_error", cause: [{ code: "action_not_available" }] });
    const ok = await send(claim.id, token, { receiver_role: "mediator", message: "Adjuntamos el comprobante de despacho." });
    expect(ok.status).toBe(201);
    expect(ok.body.receiver_role).toBe("mediator");
  });

  test("the buyer's messages to the mediator are not shown to the seller", async () => {
    const claim = findClaim(s, "a dispute", KIND.dispute);
    const token = await s.tokenFor(claim.seller_id);
    const before = (await call(s, "GET", `/post-purchase/v1/claims/${claim.id}/messages`, token)).body.length;
    expect((await call(s, "POST", `/__sandbox/claims/${claim.id}/buyer_reply`, undefined, { text: "Quiero mi dinero" })).status).toBe(201);
    expect((await call(s, "GET", `/post-purchase/v1/claims/${claim.id}/messages`, token)).body.length).toBe(before);
  });

  test("a message asking the buyer to close the claim is moderated: only the seller sees it and the move stays theirs", async () => {
    const claim = findClaim(s, "an MLA fresh claim", (c) => KIND.fresh(c) && c.site_id === "MLA");
    const token = await s.tokenFor(claim.seller_id);
    const sent = await send(claim.id, token, {
      receiver_role: "complainant",
      message: "Te devuelvo la plata pero cerrá el reclamo por favor",
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: "moderated", message_moderation: { status: "rejected", reason: "EVASION_CLAIM_SELLER" } });
    expect(seller(claim.id).turn?.role).toBe("respondent");
    const list = await call(s, "GET", `/post-purchase/v1/claims/${claim.id}/messages`, token);
    expect(list.body.at(-1).status).toBe("moderated");
  });

  test("attachments: JPG, PNG and PDF up to 5 MB with names of [a-zA-Z0-9._-] ≤ 125 characters", async () => {
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const token = await s.tokenFor(claim.seller_id);
    const path = `/post-purchase/v1/claims/${claim.id}/attachments`;
    for (const [name, bytes] of [
      ["foto.png", PNG],
      ["caja_rota.jpg", JPG],
      ["factura-123.pdf", PDF],
    ] as const) {
      const res = await upload(s, path, token, name, bytes);
      expect(res.status, name).toBe(200);
      expect(res.body).toMatchObject({ user_id: claim.seller_id, original_filename: name });
    }
    expect((await upload(s, path, token, "foto con espacio.png", PNG)).body.cause[0].code).toBe("invalid_file_name");
    expect((await upload(s, path, token, `${"a".repeat(122)}.png`, PNG)).body.cause[0].code).toBe("invalid_file_name");
    expect((await upload(s, path, token, "nota.txt", new TextEncoder().encode("hola"))).body.cause[0].code).toBe("invalid_file_type");
    // A name that lies about its content is refused too.
    expect((await upload(s, path, token, "foto.png", PDF)).body.cause[0].code).toBe("invalid_file_type");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(s, path, token, "grande.png", big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.cause[0].code).toBe("file_too_large");
    const exact = new Uint8Array(5 * 1024 * 1024);
    exact.set(PNG);
    expect((await upload(s, path, token, "justo.png", exact)).status).toBe(200);
  });

  test("an uploaded file is sent with a message and can be downloaded", async () => {
    const claim = findClaim(s, "a fresh claim", KIND.fresh);
    const token = await s.tokenFor(claim.seller_id);
    const up = await upload(s, `/post-purchase/v1/claims/${claim.id}/attachments`, token, "guia.pdf", PDF);
    const sent = await send(claim.id, token, {
      receiver_role: "complainant",
      message: "Te adjunto la guía.",
      attachments: [up.body.filename],
    });
    expect(sent.body.attachments).toEqual([
      expect.objectContaining({ filename: up.body.filename, type: "application/pdf", size: PDF.length }),
    ]);
    const res = await fetch(`${s.url}/post-purchase/v1/claims/${claim.id}/attachments/${up.body.filename}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    const unknown = await send(claim.id, token, { receiver_role: "complainant", message: "Otra", attachments: ["nope.png"] });
    expect(unknown.body.cause[0].code).toBe("attachment_not_found");
  });
});
