import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toErrorResponse } from "../api/errors";
import { AppError } from "../errors/app-error";
import { ERROR_CODES } from "../errors/codes";
import { subscribeLiveEvents } from "../live/bus";
import { postOption } from "../marketplace/action-guide";
import { createInboxFixture, injectFault, type InboxFixture, type TestWorkspace } from "../testing/test-inbox";
import { startSalesSandbox } from "../../sandbox/sales/test-support";
import type { RunningSandbox } from "../../sandbox/testing";
import type { SaleFilter } from "../../sandbox/sales/test-support";
import { classifyGuideError } from "./guide-errors";
import { sweepSales } from "./import-sales";
import { listSales } from "./list-sales";
import { getSaleDetail } from "./get-sale-detail";
import { knownShipmentId, rememberShipmentId } from "./shipment-ids";
import { sendOption, sendPlainMessage } from "./send";
import { syncMessage } from "./sync-message";
import { refreshSale, storedSaleOf, storeSale } from "./sync-sale";
import { markSaleRead, markSaleUnread } from "./read-state";
import { listAuditForObject } from "../audit/audit";
import { createRunRegistry } from "../runs/types";
import { processRunItems } from "../runs/process";
import { createRun, listRunItems, retryFailedRunItems } from "../runs/store";
import { decideInvoiceLink, INVOICE_LINK_RUN, preflightInvoiceLinks } from "./invoice-links";
import { invoiceLinkRunHandler } from "./invoice-run";
import type { SaleSummary } from "../schemas/sales";
import { formatBuyerPrice } from "../format";

let running: RunningSandbox;
let f: InboxFixture;
const used = new Set<number>();

beforeAll(async () => {
  running = await startSalesSandbox();
  f = await createInboxFixture(running);
  await sweepSales({ db: f.db, clientFor: async (id) => (id === f.a.sellerId ? f.a.marketplace : f.b.marketplace) }, f.a.id);
}, 120_000);
afterAll(() => f.close());

/** A fresh seeded sale of seller A that no other test touched (each test gets its own). */
function sale(filter: SaleFilter = {}) {
  const base = { excepted: false, blocked: false, fresh: true, ...filter };
  const { sales } = running.sandbox.ctx.state.sales;
  for (const s of sales.values()) {
    if (s.seller_id !== f.a.sellerId || used.has(s.id)) continue;
    const shipment = running.sandbox.ctx.state.sales.shipments.get(s.shipment_id)!;
    if (base.logistic && !base.logistic.includes(shipment.logistic_type)) continue;
    if ((s.excepted !== null) !== base.excepted || (s.blocked !== null) !== base.blocked) continue;
    if (base.fresh && s.messages.length > 0) continue;
    if (base.open && shipment.status === "cancelled") continue;
    if (base.pack !== undefined && s.is_pack !== base.pack) continue;
    if (base.open && shipment.status === "delivered") Object.assign(shipment, { status: "shipped", substatus: "on_route" });
    used.add(s.id);
    return s;
  }
  throw new Error(`no sale for ${JSON.stringify(filter)}`);
}

const sender = (ws: TestWorkspace, who: "agent" | "owner" = "agent") => ({
  db: f.db,
  marketplace: ws.marketplace,
  workspaceId: ws.id,
  sellerId: ws.sellerId,
  user: { id: ws[who].userId, name: `${who} of ${ws.sellerId}` },
});
const key = () => `k${Math.random().toString(36).slice(2)}${Date.now()}`;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e,
  );
const optionPosts = async (saleId: number) => {
  const res = await fetch(`${running.url}/__sandbox/requests?path=/messages/action_guide/packs/${saleId}/option&method=POST`);
  return ((await res.json()) as unknown[]).length;
};

describe("sales list from our copy", () => {
  it("the sweep imports every sale of the seller with its conversation state", async () => {
    const upstream = [...running.sandbox.ctx.state.sales.sales.values()].filter((s) => s.seller_id === f.a.sellerId);
    const page = await listSales(f.db, f.a.id, f.a.agent.userId, { show: "all", limit: 100 });
    expect(page.total).toBe(upstream.length);
    const excepted = await listSales(f.db, f.a.id, f.a.agent.userId, { show: "excepted", limit: 100 });
    expect(excepted.total).toBe(upstream.filter((s) => s.excepted && !s.blocked).length);
    const blocked = await listSales(f.db, f.a.id, f.a.agent.userId, { show: "blocked", limit: 100 });
    expect(blocked.total).toBe(upstream.filter((s) => s.blocked).length);
    const newest = page.sales[0]!;
    const search = await listSales(f.db, f.a.id, f.a.agent.userId, { show: "all", q: newest.buyer.nickname.toLowerCase(), limit: 100 });
    expect(search.sales.map((s) => s.id)).toContain(newest.id);
  });

  it("pages newest first by a keyset cursor, with the total on the first page and the pictures on every row", async () => {
    const all = await listSales(f.db, f.a.id, f.a.agent.userId, { show: "all", limit: 100 });
    const seen: SaleSummary[] = [];
    let cursor: string | undefined;
    do {
      const page = await listSales(f.db, f.a.id, f.a.agent.userId, { show: "all", limit: 7, cursor });
      expect(page.total).toBe(cursor ? null : all.total);
      seen.push(...page.sales);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const ids = seen.map((x) => x.id);
    expect(ids).toHaveLength(all.total!);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, all.sales.length)).toEqual(all.sales.map((x) => x.id));
    const dates = seen.map((x) => x.dateCreated);
    expect(dates).toEqual([...dates].sort().reverse());
    const snapshots = new Map((await f.db.itemSnapshot.findMany({ where: { workspaceId: f.a.id } })).map((i) => [i.id, i.thumbnail]));
    const items = all.sales.flatMap((x) => x.items);
    expect(items.some((i) => i.thumbnail)).toBe(true);
    for (const i of items) expect(i.thumbnail ?? null).toBe(snapshots.get(i.itemId) ?? null);
    await expect(listSales(f.db, f.a.id, f.a.agent.userId, { show: "all", limit: 7, cursor: "bm90LWEtY3Vyc29y" })).rejects.toMatchObject({
      status: 400,
      code: "invalid_cursor",
    });
    // A well-formed cursor whose id or date no column can hold: refused the same way, not a database error.
    const forged = (text: string) => Buffer.from(text).toString("base64url");
    for (const cursor of [forged("2026-01-01T00:00:00.000Z|99999999999999999999"), forged("-271821-04-20T00:00:00.000Z|1")]) {
      for (const accounts of [f.a.id, [f.a.id, f.b.id]])
        await expect(listSales(f.db, accounts, f.a.agent.userId, { show: "all", limit: 7, cursor })).rejects.toMatchObject({
          status: 400,
          code: "invalid_cursor",
        });
    }
  });

  it("opening a sale the list has shown asks for its shipment once, and a wrong remembered id is never served", async () => {
    const shipmentGets = async (id: number) =>
      ((await (await fetch(`${running.url}/__sandbox/requests?path=/shipments/${id}&method=GET`)).json()) as unknown[]).length;
    const viewer = { workspaceId: f.a.id, sellerId: f.a.sellerId, siteId: "MLA", userId: f.a.agent.userId };
    const shown = sale({ logistic: ["drop_off"] });
    await listSales(f.db, f.a.id, f.a.agent.userId, { show: "all", q: String(shown.id), limit: 10 });
    expect(knownShipmentId(f.a.id, BigInt(shown.id))).toBe(BigInt(shown.shipment_id));
    const before = await shipmentGets(shown.shipment_id);
    const detail = await getSaleDetail(f.db, f.a.marketplace, viewer, BigInt(shown.id));
    expect(detail.sale.shipment.id).toBe(String(shown.shipment_id));
    expect(await shipmentGets(shown.shipment_id)).toBe(before + 1);
    // A remembered id that is not the sale's (it cannot happen for a sale's own: ids never change) is
    // read, then dropped for the one our copy names.
    const other = sale({ logistic: ["drop_off"] });
    const decoy = sale({ logistic: ["fulfillment"] });
    rememberShipmentId(f.a.id, BigInt(other.id), BigInt(decoy.shipment_id));
    const decoyGets = await shipmentGets(decoy.shipment_id);
    const opened = await getSaleDetail(f.db, f.a.marketplace, viewer, BigInt(other.id));
    expect(opened.sale.shipment).toMatchObject({ id: String(other.shipment_id), logisticType: "drop_off" });
    expect(await shipmentGets(decoy.shipment_id)).toBe(decoyGets + 1);
    expect(knownShipmentId(f.a.id, BigInt(other.id))).toBe(BigInt(other.shipment_id));
  });

  it("offers the label for a sale ready to ship from the seller, never for a Full sale (the warehouse ships it)", async () => {
    const viewer = { workspaceId: f.a.id, sellerId: f.a.sellerId, siteId: "MLA", userId: f.a.agent.userId };
    const shipments = running.sandbox.ctx.state.sales.shipments;
    const full = sale({ logistic: ["fulfillment"] });
    const dropOff = sale({ logistic: ["drop_off"] });
    // Both ready to ship upstream: the Full one in the warehouse (as the seed's recent Full sales), the other to print.
    Object.assign(shipments.get(full.shipment_id)!, { status: "ready_to_ship", substatus: "in_warehouse" });
    Object.assign(shipments.get(dropOff.shipment_id)!, { status: "ready_to_ship", substatus: "ready_to_print" });
    expect((await getSaleDetail(f.db, f.a.marketplace, viewer, BigInt(full.id))).labelReady).toBe(false);
    expect((await getSaleDetail(f.db, f.a.marketplace, viewer, BigInt(dropOff.id))).labelReady).toBe(true);
  });

  it("opening a sale again writes nothing when the marketplace says what our copy says", async () => {
    const s = sale({ logistic: ["drop_off"] });
    const viewer = { workspaceId: f.a.id, sellerId: f.a.sellerId, siteId: "MLA", userId: f.a.agent.userId };
    const first = await getSaleDetail(f.db, f.a.marketplace, viewer, BigInt(s.id));
    const stored = await f.db.sale.findUniqueOrThrow({ where: { id: BigInt(s.id) } });
    const read = await f.db.saleRead.findUniqueOrThrow({ where: { saleId_userId: { saleId: BigInt(s.id), userId: viewer.userId } } });
    const again = await getSaleDetail(f.db, f.a.marketplace, viewer, BigInt(s.id));
    expect(again).toEqual(first);
    expect((await f.db.sale.findUniqueOrThrow({ where: { id: BigInt(s.id) } })).syncedAt).toEqual(stored.syncedAt);
    expect(
      (await f.db.saleRead.findUniqueOrThrow({ where: { saleId_userId: { saleId: BigInt(s.id), userId: viewer.userId } } })).readAt,
    ).toEqual(read.readAt);
    // Another workspace never gets this sale from our copy: the marketplace refuses its seller.
    await expect(
      getSaleDetail(
        f.db,
        f.b.marketplace,
        { ...viewer, workspaceId: f.b.id, sellerId: f.b.sellerId, userId: f.b.agent.userId },
        BigInt(s.id),
      ),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe("our copy of a sale", () => {
  it("holds every column the marketplace gives, follows a buyer reply in place, and never overwrites another workspace's row", async () => {
    // One order: refreshSale reads the sale as that order (a pack's id names no order).
    const s = sale({ logistic: ["drop_off"], pack: false });
    const id = BigInt(s.id);
    await f.db.sale.delete({ where: { id } });
    const { base, ...enriched } = await refreshSale(f.db, f.a.marketplace, f.a.id, f.a.sellerId, id);
    const row = await f.db.sale.findUniqueOrThrow({ where: { id } });
    const { workspaceId, searchText, syncedAt, ...columns } = row;
    expect(columns).toEqual(storedSaleOf(base, enriched));
    expect(columns).toMatchObject({
      orderIds: base.orderIds,
      items: base.items,
      total: base.total,
      dateCreated: base.dateCreated,
      logisticType: "drop_off",
    });
    expect(workspaceId).toBe(f.a.id);
    expect(searchText).toBe(
      [base.buyerNickname, String(id), ...base.orderIds.map(String), ...base.items.map((i) => i.title)].join(" ").toLowerCase(),
    );
    expect(Math.abs(syncedAt.getTime() - Date.now())).toBeLessThan(60_000);

    await markSaleRead(f.db, id, f.a.agent.userId);
    await markSaleRead(f.db, id, f.a.owner.userId);
    await markSaleUnread(f.db, id, f.a.owner.userId);
    expect((await f.db.saleRead.findMany({ where: { saleId: id } })).map((r) => r.userId)).toEqual([f.a.agent.userId]);
    const reply = await fetch(`${running.url}/__sandbox/packs/${s.id}/buyer_reply`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "Hola, ¿cuándo llega?" }),
    });
    expect(reply.ok).toBe(true);
    const after = await refreshSale(f.db, f.a.marketplace, f.a.id, f.a.sellerId, id);
    const updated = await f.db.sale.findUniqueOrThrow({ where: { id } });
    expect(updated).toMatchObject({
      buyerHasWritten: true,
      conversationState: after.facts.state,
      lastBuyerMessageAt: after.facts.lastBuyerMessageAt,
    });
    expect(updated.lastBuyerMessageAt).not.toBeNull();
    expect(await f.db.saleRead.count({ where: { saleId: id } })).toBe(0);

    // A write naming another workspace changes nothing and tells that workspace nothing.
    const told: unknown[] = [];
    const stop = subscribeLiveEvents(f.b.id, (e) => told.push(e));
    const other = await storeSale(
      f.db,
      f.b.id,
      after.base,
      { ...after, facts: { ...after.facts, state: "blocked" } },
      { now: new Date(0) },
    );
    stop();
    expect(other).toMatchObject({ changed: false, cleared: false });
    expect(told).toEqual([]);
    expect(await f.db.sale.findUniqueOrThrow({ where: { id } })).toEqual(updated);
  });
});

describe("action-guide error table → our codes", () => {
  const codeOf = async (p: Promise<unknown>) => {
    const e = await refusal(p);
    if (e instanceof AppError) return { status: e.status, code: e.code };
    const c = classifyGuideError(e);
    return c ? { status: ERROR_CODES[c.code].status, code: c.code } : { status: toErrorResponse(e, "t").status, code: "generic" };
  };

  it("400 blocked_by_excepted_case → excepted_case", async () => {
    const s = sale({ excepted: true });
    expect(
      await codeOf(
        sendOption(sender(f.a), BigInt(s.id), {
          idempotencyKey: key(),
          optionId: "REQUEST_BILLING_INFO",
          templateId: "TEMPLATE___REQUEST_BILLING_INFO___1",
        }),
      ),
    ).toEqual({ status: 400, code: "excepted_case" });
  });
  it("400 the text is invalid (over 350) → text_invalid", async () => {
    const s = sale({ logistic: ["drop_off"], open: true });
    expect(await codeOf(postOption(f.a.marketplace, String(s.id), { optionId: "OTHER", text: "x".repeat(351) }))).toEqual({
      status: 400,
      code: "text_invalid",
    });
  });
  it("403 limit_exceeded → cap_exhausted, and the first send spent the cap", async () => {
    const s = sale({ logistic: ["fulfillment"] });
    const body = { optionId: "REQUEST_BILLING_INFO" as const, templateId: "TEMPLATE___REQUEST_BILLING_INFO___1" };
    await sendOption(sender(f.a), BigInt(s.id), { idempotencyKey: key(), ...body });
    expect(await codeOf(sendOption(sender(f.a), BigInt(s.id), { idempotencyKey: key(), ...body }))).toEqual({
      status: 403,
      code: "cap_exhausted",
    });
    const row = await f.db.sale.findUniqueOrThrow({ where: { id: BigInt(s.id) } });
    expect(row.reasonsAvailable).not.toContain("REQUEST_BILLING_INFO");
    expect(row.conversationState).toBe("waiting");
  });
  it("404 the option selected is not valid → option_invalid (REQUEST_VARIANTS on Full)", async () => {
    const s = sale({ logistic: ["fulfillment"] });
    expect(
      await codeOf(
        sendOption(sender(f.a), BigInt(s.id), {
          idempotencyKey: key(),
          optionId: "REQUEST_VARIANTS",
          templateId: "TEMPLATE___REQUEST_VARIANTS___1",
        }),
      ),
    ).toEqual({ status: 404, code: "option_invalid" });
  });
  it("409 another request is locking this operation → sale_locked", async () => {
    const s = sale({ logistic: ["drop_off"], open: true });
    await fetch(`${running.url}/__sandbox/packs/${s.id}/option_delay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ delay_ms: 400 }),
    });
    const first = sendOption(sender(f.a), BigInt(s.id), {
      idempotencyKey: key(),
      optionId: "OTHER",
      text: "Hola, ¿todo bien con la compra?",
    });
    // The first send holds the sandbox's lock for the delay: wait until it has taken it.
    await expect
      .poll(() => running.sandbox.ctx.state.sales.locks.has(`${f.a.sellerId}:${s.id}`), { timeout: 5_000, interval: 5 })
      .toBe(true);
    expect(await codeOf(postOption(f.a.marketplace, String(s.id), { optionId: "OTHER", text: "Otro mensaje" }))).toEqual({
      status: 409,
      code: "sale_locked",
    });
    await first;
  });
  it("403 the conversation is blocked → conversation_blocked", async () => {
    const s = sale({ blocked: true });
    expect(
      await codeOf(
        postOption(f.a.marketplace, String(s.id), { optionId: "REQUEST_BILLING_INFO", templateId: "TEMPLATE___REQUEST_BILLING_INFO___1" }),
      ),
    ).toEqual({ status: 403, code: "conversation_blocked" });
  });
  it("403 not allowed to access the information of the pack → pack_forbidden", async () => {
    const other = [...running.sandbox.ctx.state.sales.sales.values()].find((s) => s.seller_id === f.b.sellerId && !s.excepted)!;
    expect(await codeOf(postOption(f.a.marketplace, String(other.id), { optionId: "OTHER", text: "hola" }))).toEqual({
      status: 403,
      code: "pack_forbidden",
    });
  });
  it("400 the template is invalid → template_invalid", async () => {
    const s = sale({ logistic: ["drop_off"] });
    expect(
      await codeOf(
        postOption(f.a.marketplace, String(s.id), { optionId: "REQUEST_BILLING_INFO", templateId: "TEMPLATE___REQUEST_BILLING_INFO___9" }),
      ),
    ).toEqual({ status: 400, code: "template_invalid" });
  });
  it("400 vars invalid → vars_invalid", async () => {
    const s = sale({ logistic: ["self_service"] });
    expect(
      await codeOf(
        postOption(f.a.marketplace, String(s.id), {
          optionId: "DELIVERY_PROMISE",
          templateId: "TEMPLATE___DELIVERY_PROMISE___2",
          vars: [{ id: "x", value: 3 }],
        }),
      ),
    ).toEqual({ status: 400, code: "vars_invalid" });
  });
  it("404 unknown pack → sale_not_found", async () => {
    expect(await codeOf(postOption(f.a.marketplace, "999999999", { optionId: "OTHER", text: "hola" }))).toEqual({
      status: 404,
      code: "sale_not_found",
    });
  });
  it("500 internal server error keeps the generic 502, and the send is recorded as failed", async () => {
    const s = sale({ logistic: ["drop_off"] });
    await injectFault(running, { method: "POST", path: `/messages/action_guide/packs/${s.id}/option`, status: 500 });
    expect(
      await codeOf(
        sendOption(sender(f.a), BigInt(s.id), {
          idempotencyKey: key(),
          optionId: "REQUEST_BILLING_INFO",
          templateId: "TEMPLATE___REQUEST_BILLING_INFO___1",
        }),
      ),
    ).toEqual({ status: 502, code: "generic" });
    expect((await f.db.saleSend.findFirstOrThrow({ where: { saleId: BigInt(s.id) } })).status).toBe("failed");
  });
});

describe("opening a sale", () => {
  it("an excepted case opens with the plain composer and no reasons", async () => {
    const s = sale({ excepted: true });
    const detail = await getSaleDetail(
      f.db,
      f.a.marketplace,
      { workspaceId: f.a.id, sellerId: f.a.sellerId, siteId: "MLA", userId: f.a.agent.userId },
      BigInt(s.id),
    );
    expect(detail.guide).toEqual({ excepted: true, reasons: [] });
    expect(detail.plainAllowed).toBe(true);
    const plain = await sendPlainMessage(sender(f.a), BigInt(s.id), {
      idempotencyKey: key(),
      text: "Hola, el pedido estará listo en 5 días.",
    });
    expect(plain.messageStatus).toBe("available");
  });
});

describe("agent conversations are the real API's (spec profile: none)", () => {
  it("an MLB Full sale keeps the buyer: no assistant in the thread, plain messages to the buyer", async () => {
    const { sales, shipments } = running.sandbox.ctx.state.sales;
    const s = [...sales.values()].find(
      (x) =>
        x.seller_id === f.b.sellerId &&
        !x.excepted &&
        !x.blocked &&
        x.messages.length === 0 &&
        shipments.get(x.shipment_id)!.logistic_type === "fulfillment" &&
        shipments.get(x.shipment_id)!.status !== "cancelled",
    )!;
    await fetch(`${running.url}/__sandbox/packs/${s.id}/buyer_reply`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    const detail = await getSaleDetail(
      f.db,
      f.b.marketplace,
      { workspaceId: f.b.id, sellerId: f.b.sellerId, siteId: "MLB", userId: f.b.agent.userId },
      BigInt(s.id),
    );
    expect(detail.agentConversation).toBe(false);
    expect(detail.messages[0]).toMatchObject({ fromSeller: false, fromAgent: false });
    const sent = await sendPlainMessage(sender(f.b), BigInt(s.id), { idempotencyKey: key(), text: "Olá! Já enviamos." });
    expect(sent.messageStatus).toBe("available");
    expect(sales.get(s.id)!.messages.at(-1)!.to_user_id).toBe(s.buyer_id);
  });
});

describe("unfilled variables", () => {
  it("a {variable} left in a plain message or a free-text reason → 400 unfilled_variables before anything is journaled or sent", async () => {
    const s = sale({ logistic: ["drop_off"], open: true });
    const plain = await refusal(
      sendPlainMessage(sender(f.a), BigInt(s.id), {
        idempotencyKey: key(),
        text: "Hola {buyer}, tu pedido {order_id} sale hoy. {unknown_var}",
      }),
    );
    expect(plain).toMatchObject({ status: 400, code: "unfilled_variables", details: { variables: ["buyer", "order_id", "unknown_var"] } });
    const option = await refusal(sendOption(sender(f.a), BigInt(s.id), { idempotencyKey: key(), optionId: "OTHER", text: "Sale {price}" }));
    expect(option).toMatchObject({ status: 400, code: "unfilled_variables", details: { variables: ["price"] } });
    expect((await toErrorResponse(option, "r").json()).error.code).toBe("unfilled_variables");
    expect(await optionPosts(s.id)).toBe(0);
    expect(running.sandbox.ctx.state.sales.sales.get(s.id)!.messages).toEqual([]);
    expect(await f.db.saleSend.count({ where: { saleId: BigInt(s.id) } })).toBe(0);
  });

  it("a bulk invoice text with a variable no sale has is refused whole, before any sale is read", async () => {
    const s = sale({ logistic: ["fulfillment"] });
    const ws = { workspaceId: f.a.id, userId: f.a.agent.userId, siteId: "MLA", sellerName: "TIENDA" };
    const e = await refusal(
      preflightInvoiceLinks(
        f.db,
        f.a.marketplace,
        ws,
        [BigInt(s.id)],
        "Factura {order_id} por {price}: https://facturas.example.com/{order_id}",
      ),
    );
    expect(e).toMatchObject({ status: 400, code: "unfilled_variables", details: { variables: ["price"] } });
    const rows = await preflightInvoiceLinks(
      f.db,
      f.a.marketplace,
      ws,
      [BigInt(s.id)],
      "Hola {buyer}, factura {order_id} por {total}. {seller}",
    );
    const summary = (await listSales(f.db, f.a.id, f.a.agent.userId, { show: "all", q: String(s.id), limit: 10 })).sales.find(
      (x) => x.id === String(s.id),
    )!;
    expect(rows[0]!.text).toBe(
      `Hola ${summary.buyer.nickname}, factura ${summary.orderIds[0] ?? summary.id} por ${formatBuyerPrice(summary.total, "MLA")}. TIENDA`,
    );
  });
});

describe("sending once", () => {
  it("the same idempotency key twice reaches the marketplace once and replays the result", async () => {
    const s = sale({ logistic: ["self_service"] });
    const input = {
      idempotencyKey: key(),
      optionId: "DELIVERY_PROMISE" as const,
      templateId: "TEMPLATE___DELIVERY_PROMISE___2",
      hours: { init: 9, limit: 13 },
    };
    const [a, b] = await Promise.allSettled([sendOption(sender(f.a), BigInt(s.id), input), sendOption(sender(f.a), BigInt(s.id), input)]);
    const ok = [a, b].filter((r) => r.status === "fulfilled");
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const again = await sendOption(sender(f.a), BigInt(s.id), input);
    expect(again.replayed).toBe(true);
    expect(await optionPosts(s.id)).toBe(1);
    const sent = running.sandbox.ctx.state.sales.sales.get(s.id)!.messages.at(-1)!;
    expect(sent.text).toContain("9");
    expect(sent.text).toContain("13");
  });
});

describe("buyer replies", () => {
  it("a messages notification refreshes the sale, tells the team, and unread is per teammate", async () => {
    const s = sale({ logistic: ["drop_off"] });
    const reply = (await (
      await fetch(`${running.url}/__sandbox/packs/${s.id}/buyer_reply`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: "Hola, ¿me mandan la factura?" }),
      })
    ).json()) as { id: string };
    const events: unknown[] = [];
    const stop = subscribeLiveEvents(f.a.id, (e) => events.push(e));
    await syncMessage(f.db, f.a.marketplace, f.a.id, f.a.sellerId, reply.id);
    stop();
    expect(events).toContainEqual({ type: "conversation.updated", saleId: String(s.id) });
    const unreadFor = async (userId: string) =>
      (await listSales(f.db, f.a.id, userId, { show: "unread", limit: 100 })).sales.map((x) => x.id);
    expect(await unreadFor(f.a.agent.userId)).toContain(String(s.id));
    const detail = await getSaleDetail(
      f.db,
      f.a.marketplace,
      { workspaceId: f.a.id, sellerId: f.a.sellerId, siteId: "MLA", userId: f.a.agent.userId },
      BigInt(s.id),
    );
    expect(detail.plainAllowed).toBe(true);
    expect(detail.sale.state).toBe("replied");
    expect(await unreadFor(f.a.agent.userId)).not.toContain(String(s.id));
    expect(await unreadFor(f.a.owner.userId)).toContain(String(s.id));
    // Reading through Mostrador never marks the buyer's message read on the marketplace.
    expect(running.sandbox.ctx.state.sales.sales.get(s.id)!.messages.at(-1)!.read).toBeNull();
    const plain = await sendPlainMessage(sender(f.a), BigInt(s.id), { idempotencyKey: key(), text: "¡Hola! Te la mandamos hoy." });
    expect(plain.messageStatus).toBe("available");
  });
});

describe("bulk invoice links", () => {
  it("decides per sale from live facts: blocked, plain after the buyer wrote or on an excepted case, cap, offered", () => {
    const caps = (n: number) => [{ option_id: "SEND_INVOICE_LINK", cap_available: n }];
    expect(decideInvoiceLink({ blocked: true, buyerHasWritten: false, caps: caps(1) })).toBe("blocked");
    expect(decideInvoiceLink({ blocked: false, buyerHasWritten: false, caps: "excepted" })).toBe("plain");
    expect(decideInvoiceLink({ blocked: false, buyerHasWritten: true, caps: caps(0) })).toBe("plain");
    expect(decideInvoiceLink({ blocked: false, buyerHasWritten: false, caps: caps(0) })).toBe("no_cap");
    expect(decideInvoiceLink({ blocked: false, buyerHasWritten: false, caps: [] })).toBe("not_offered");
    expect(decideInvoiceLink({ blocked: false, buyerHasWritten: false, caps: caps(1) })).toBe("ready");
  });

  it("a run sends once per sale with its own text, refuses spent and blocked ones, and a retry touches the failed row only", async () => {
    const [ready, spent, failing] = [
      sale({ logistic: ["fulfillment"] }),
      sale({ logistic: ["drop_off"] }),
      sale({ logistic: ["fulfillment"] }),
    ];
    const blocked = sale({ blocked: true, fresh: false });
    const excepted = sale({ excepted: true });
    await sendOption(sender(f.a), BigInt(spent.id), {
      idempotencyKey: key(),
      optionId: "SEND_INVOICE_LINK",
      text: "Factura: https://facturas.example.com/1",
    });
    const ids = [ready, spent, failing, blocked, excepted].map((s) => BigInt(s.id));
    const rows = await preflightInvoiceLinks(
      f.db,
      f.a.marketplace,
      { workspaceId: f.a.id, userId: f.a.agent.userId, siteId: "MLA", sellerName: "TIENDA" },
      ids,
      "Factura {order_id}: https://facturas.example.com/{order_id}",
    );
    expect(rows.map((r) => r.decision)).toEqual(["ready", "no_cap", "ready", "blocked", "plain"]);
    // The number the list shows: a pack goes by its own, not its first order's.
    expect(rows[0]!.text).toContain(`facturas.example.com/${ready.is_pack ? ready.id : (ready.order_ids[0] ?? ready.id)}`);
    expect(rows[4]!.flagged).toContain("link");
    expect(await optionPosts(ready.id)).toBe(0);

    await injectFault(running, { method: "POST", path: `/messages/action_guide/packs/${failing.id}/option`, status: 500 });
    const registry = createRunRegistry({ [INVOICE_LINK_RUN]: invoiceLinkRunHandler(async () => f.a.marketplace) });
    const runId = await createRun(f.db, {
      kind: INVOICE_LINK_RUN,
      workspaceId: f.a.id,
      startedById: f.a.agent.userId,
      targets: rows.map((r) => ({ target: r.saleId, input: { text: r.text } })),
    });
    while ((await processRunItems(f.db, registry)).claimed > 0);
    const byTarget = async () => new Map((await listRunItems(f.db, runId)).map((i) => [i.target, i]));
    let items = await byTarget();
    expect(items.get(String(ready.id))).toMatchObject({ status: "done", result: { path: "option", messageStatus: "available" } });
    expect(items.get(String(spent.id))).toMatchObject({ status: "refused", reason: { code: "no_cap" } });
    expect(items.get(String(failing.id))).toMatchObject({ status: "failed" });
    expect(items.get(String(blocked.id))).toMatchObject({ status: "refused", reason: { code: "blocked" } });
    expect(items.get(String(excepted.id))).toMatchObject({
      status: "done",
      result: { path: "plain", messageStatus: "moderated", moderationReason: "external_link" },
    });

    expect(await retryFailedRunItems(f.db, f.a.id, runId)).toBe(1);
    while ((await processRunItems(f.db, registry)).claimed > 0);
    items = await byTarget();
    expect(items.get(String(failing.id))).toMatchObject({ status: "done", result: { path: "option" } });
    expect(await optionPosts(ready.id)).toBe(1);
    expect(await optionPosts(failing.id)).toBe(2);
    // The send is on the sale's audit trail (lib/audit), tied to the run.
    const audit = await listAuditForObject(f.db, { workspaceId: f.a.id, objectType: "sale", objectId: String(ready.id) });
    expect(audit[0]).toMatchObject({ action: "message.option", result: "ok", runId });
  });

  it("a row resumed after its send went through (crash before settling) is done without a second send", async () => {
    const s = sale({ logistic: ["fulfillment"] });
    const registry = createRunRegistry({ [INVOICE_LINK_RUN]: invoiceLinkRunHandler(async () => f.a.marketplace) });
    const runId = await createRun(f.db, {
      kind: INVOICE_LINK_RUN,
      workspaceId: f.a.id,
      startedById: f.a.agent.userId,
      targets: [{ target: String(s.id), input: { text: "Factura: https://facturas.example.com/x" } }],
    });
    while ((await processRunItems(f.db, registry)).claimed > 0);
    // The worker died after the send: the row is pending again, as a lapsed lease leaves it.
    await f.db.runItem.updateMany({ where: { runId }, data: { status: "pending", claimedUntil: null } });
    while ((await processRunItems(f.db, registry)).claimed > 0);
    expect((await listRunItems(f.db, runId))[0]).toMatchObject({ status: "done" });
    expect(await optionPosts(s.id)).toBe(1);
  });
});
