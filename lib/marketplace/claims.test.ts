import { afterEach, describe, expect, it } from "vitest";
import { claimSchema, searchClaims } from "./claims";
import { getPartialRefundOffers } from "./claim-detail";
import { sendClaimMessage, uploadClaimAttachment } from "./claim-messages";
import { replay, type Replay } from "./contract/replay";
import { forgetUnreadable, unreadableElements } from "./lenient";

// A claim as notes §12 documents it: the seller holds the mandatory action (a message due in 48 hours).
const claim = {
  id: 5000000001,
  resource: "order",
  resource_id: "2000001234567890",
  status: "opened",
  type: "mediations",
  stage: "claim",
  parent_id: null,
  reason_id: "PNR3430",
  fulfilled: true,
  quantity_type: "total",
  players: [
    {
      role: "complainant",
      type: "buyer",
      user_id: 111,
      available_actions: [{ action: "send_message_to_respondent", mandatory: false, due_date: null }],
    },
    {
      role: "respondent",
      type: "seller",
      user_id: 222,
      available_actions: [
        { action: "refund", mandatory: false, due_date: "2026-12-10T12:00:00.000-03:00" },
        { action: "send_message_to_complainant", mandatory: true, due_date: "2026-12-09T12:00:00.000-03:00" },
      ],
    },
  ],
  resolution: null,
  site_id: "MLA",
  date_created: "2026-12-07T12:00:00.000-03:00",
  last_updated: "2026-12-07T12:05:00.000-03:00",
  related_entities: [],
};

let open: Replay | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
  forgetUnreadable();
});

describe("a claim as the desk reads it", () => {
  it("names whose move it is and the mandatory action's due date", () => {
    const read = claimSchema.parse(claim);
    expect(read).toMatchObject({
      move: "seller",
      dueDate: "2026-12-09T12:00:00.000-03:00",
      resourceId: 2000001234567890,
      buyerId: 111,
      hasReturn: false,
    });
    expect(read.sellerActions.map((a) => a.action)).toEqual(["refund", "send_message_to_complainant"]);
  });

  it("gives the move to the buyer when the buyer holds the mandatory action, and to nobody on a closed claim", () => {
    const buyerMove = claimSchema.parse({
      ...claim,
      players: [
        {
          role: "complainant",
          user_id: 111,
          available_actions: [{ action: "return_product", mandatory: true, due_date: "2026-12-12T00:00:00Z" }],
        },
        { role: "respondent", user_id: 222, available_actions: [] },
      ],
    });
    expect(buyerMove).toMatchObject({ move: "buyer", dueDate: "2026-12-12T00:00:00Z" });
    const closed = claimSchema.parse({
      ...claim,
      status: "closed",
      players: [],
      resolution: { reason: "payment_refunded", closed_by: "mediator", benefited: ["complainant"], date_created: "2026-12-08T00:00:00Z" },
    });
    expect(closed).toMatchObject({
      move: null,
      resolution: { reason: "payment_refunded", closedBy: "mediator", benefited: ["complainant"] },
    });
  });

  it("leaves out an unreadable player's action and an unreadable claim of a page, and names them", async () => {
    const broken = { ...claim, id: 5000000002, date_created: 12 };
    const oddAction = {
      ...claim,
      id: 5000000003,
      players: [{ ...claim.players[1]!, available_actions: [{ mandatory: true }, ...claim.players[1]!.available_actions] }],
    };
    open = await replay({ body: { paging: { offset: 0, limit: 100, total: 3 }, data: [claim, broken, oddAction] } });
    const page = await searchClaims(open.client, 222);
    expect(page.data.map((c) => c.id)).toEqual([5000000001, 5000000003]);
    expect(page.data[1]!.sellerActions).toHaveLength(2);
    expect(unreadableElements().map((e) => e.id)).toEqual(expect.arrayContaining(["5000000002", "#0"]));
    // The seller's own claims only, at most 100 a page.
    const url = new URL(open.requests[0]!.url, "http://x");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      player_role: "respondent",
      player_user_id: "222",
      limit: "100",
      offset: "0",
    });
  });
});

describe("partial-refund offers", () => {
  it("keeps only percentages strictly between 0 and 100, from either shape", async () => {
    open = await replay({ body: { percentages: [{ percentage: 50, total_amount: 1500 }, 100, "25"] } });
    expect(await getPartialRefundOffers(open.client, 1)).toEqual([
      { percentage: 50, amount: 1500 },
      { percentage: 25, amount: null },
    ]);
  });
});

describe("claim messages with attachments", () => {
  it("uploads a file as multipart and cites the stored name in the message", async () => {
    open = await replay({ body: { user_id: 222, filename: "222_abc_label.pdf" } });
    const stored = await uploadClaimAttachment(open.client, 9, {
      name: "label.pdf",
      type: "application/pdf",
      bytes: Buffer.from("%PDF-1.4 x"),
    });
    expect(stored).toBe("222_abc_label.pdf");
    const upload = open.requests[0]!;
    expect(upload).toMatchObject({ method: "POST", url: "/post-purchase/v1/claims/9/attachments" });
    expect(upload.body).toContain('Content-Disposition: form-data; name="file"; filename="label.pdf"');
    expect(upload.body).toContain("Content-Type: application/pdf\r\n\r\n%PDF-1.4 x\r\n");
    await sendClaimMessage(open.client, 9, { receiver: "complainant", text: "Hola", attachments: [stored] });
    expect(JSON.parse(open.requests[1]!.body)).toEqual({
      receiver_role: "complainant",
      message: "Hola",
      attachments: ["222_abc_label.pdf"],
    });
  });

  it("refuses a file the marketplace would refuse before calling it", async () => {
    open = await replay({ body: {} });
    const tooBig = { name: "photo.jpg", type: "image/jpeg" as const, bytes: Buffer.alloc(5 * 1024 * 1024 + 1) };
    await expect(uploadClaimAttachment(open.client, 9, tooBig)).rejects.toMatchObject({ upstreamCode: "attachment_size" });
    await expect(
      uploadClaimAttachment(open.client, 9, { name: "foto ñ.jpg", type: "image/jpeg", bytes: Buffer.from("x") }),
    ).rejects.toMatchObject({
      upstreamCode: "attachment_name",
    });
    expect(open.requests).toHaveLength(0);
  });
});
