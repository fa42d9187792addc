import { afterEach, describe, expect, it } from "vitest";
import { postOption } from "./action-guide";
import { replay, type Replay } from "./contract/replay";
import { postMessage } from "./messages";

// Issue 57: any 2xx to a write is success whatever its body; a sent message never fails on its echo.
let open: Replay | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const send = (r: Replay) =>
  postMessage(r.client, { saleId: "2000000089077943", sellerId: 415458330, toUserId: 3037675074, text: "¡Hola!" });

describe("a message write's answer that is not the whole message", () => {
  it.each([
    ["an empty object", {}],
    ["no id, a status only", { status: "available" }],
    ["a bare list", ["ok"]],
    ["an empty body", ""],
  ])("POST /messages/packs/… answering %s is a sent message", async (_name, body) => {
    open = await replay({ status: 201, body });
    expect(await send(open)).toEqual({ id: null, status: "available", rejectedFor: null });
  });

  it("keeps the id and a rejection the echo does carry", async () => {
    open = await replay({
      body: { id: 77, status: "moderated", message_moderation: { status: "rejected", reason: "out_of_place_language" } },
    });
    expect(await send(open)).toEqual({ id: "77", status: "moderated", rejectedFor: "out_of_place_language" });
  });

  it("POST …/option answering without id or status is a sent option", async () => {
    open = await replay({ body: { text: "Este es un template para solicitar datos de facturación: " } });
    const echo = await postOption(open.client, "2000000000000000", {
      optionId: "REQUEST_BILLING_INFO",
      templateId: "TEMPLATE___REQUEST_BILLING_INFO___1",
    });
    expect(echo).toEqual({ id: null, status: "available", rejectedFor: null });
  });
});
