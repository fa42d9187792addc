import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { SELLER, type RunningSandbox } from "../testing.ts";
import { call, findSale, guideSale, resetSales, startSalesSandbox, token } from "./test-support.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSalesSandbox();
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => resetSales(s));

const guide = (id: number) => `/messages/action_guide/packs/${id}`;
const other = { option_id: "OTHER", text: "¡Hola! Tu pedido ya está en camino." };

describe("action guide errors", () => {
  test("the action guide requires a bearer token", async () => {
    const { sale } = guideSale(s);
    for (const [method, path, body] of [
      ["GET", guide(sale.id), undefined],
      ["GET", `${guide(sale.id)}/caps_available`, undefined],
      ["POST", `${guide(sale.id)}/option`, other],
    ] as const) {
      const res = await call(s, method, path, undefined, body);
      expect(res.status, path).toBe(401);
    }
  });

  test("an excepted case (auto parts, manufacturing time) answers 400 blocked_by_excepted_case on GET and POST", async () => {
    const sales = [...s.sandbox.ctx.state.sales.sales.values()];
    for (const kind of ["auto_parts", "manufacturing_time"] as const) {
      const sale = sales.find((x) => x.excepted === kind)!;
      expect(sale, kind).toBeDefined();
      const t = await token(s, sale.seller_id);
      for (const res of [
        await call(s, "GET", guide(sale.id), t),
        await call(s, "GET", `${guide(sale.id)}/caps_available`, t),
        await call(s, "POST", `${guide(sale.id)}/option`, t, other),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ error: "bad_request", status: 400, cause: "blocked_by_excepted_case" });
      }
    }
  });

  test("an invalid option answers 404 the option selected is not valid", async () => {
    const { sale } = guideSale(s, { logistic: ["fulfillment"] });
    const t = await token(s, sale.seller_id);
    for (const body of [
      { option_id: "SEND_GIFT" },
      {},
      { option_id: "REQUEST_VARIANTS", template_id: "TEMPLATE___REQUEST_VARIANTS___1" },
    ]) {
      const res = await call(s, "POST", `${guide(sale.id)}/option`, t, body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(res.body).toEqual({ message: "the option selected is not valid", error: "not_found", status: 404, cause: expect.any(String) });
    }
  });

  test("an invalid template answers 400 the template is invalid", async () => {
    const { sale } = guideSale(s, { logistic: ["drop_off"] });
    const t = await token(s, sale.seller_id);
    for (const body of [
      { option_id: "REQUEST_BILLING_INFO", template_id: "TEMPLATE___REQUEST_BILLING_INFO___9" },
      { option_id: "REQUEST_BILLING_INFO" },
      { option_id: "REQUEST_VARIANTS", template_id: "TEMPLATE___REQUEST_BILLING_INFO___1" },
    ]) {
      const res = await call(s, "POST", `${guide(sale.id)}/option`, t, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ message: "the template is invalid", error: "bad_request", cause: expect.any(String) });
    }
  });

  test("a pack with blocked messages answers 403 the conversation is blocked", async () => {
    const { sale } = findSale(s, { excepted: false, blocked: true });
    const res = await call(s, "POST", `${guide(sale.id)}/option`, await token(s, sale.seller_id), {
      option_id: "REQUEST_BILLING_INFO",
      template_id: "TEMPLATE___REQUEST_BILLING_INFO___1",
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: "the conversation is blocked", error: "forbidden", cause: expect.any(String) });
    const list = await call(s, "GET", guide(sale.id), await token(s, sale.seller_id));
    expect(list.body.options.every((o: any) => o.enabled === false)).toBe(true);
  });

  test("another seller's pack answers 403 not allowed to access the information of the pack", async () => {
    const { sale } = guideSale(s, { site: "MLB" });
    for (const userId of [SELLER.MLA, sale.buyer_id]) {
      const t = await token(s, userId);
      for (const res of [await call(s, "GET", guide(sale.id), t), await call(s, "POST", `${guide(sale.id)}/option`, t, other)]) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ message: "not allowed to access the information of the pack", error: "forbidden" });
      }
    }
  });

  test("simultaneous options on the same sale answer 409 conflict while the first holds the lock", async () => {
    const { sale } = guideSale(s, { logistic: ["drop_off"], open: true });
    const t = await token(s, sale.seller_id);
    const delay = await call(s, "POST", `/__sandbox/packs/${sale.id}/option_delay`, undefined, { delay_ms: 300 });
    expect(delay.status).toBe(200);
    const slow = call(s, "POST", `${guide(sale.id)}/option`, t, other);
    await new Promise((r) => setTimeout(r, 60));
    const fast = await call(s, "POST", `${guide(sale.id)}/option`, t, {
      option_id: "REQUEST_BILLING_INFO",
      template_id: "TEMPLATE___REQUEST_BILLING_INFO___1",
    });
    expect(fast.status).toBe(409);
    expect(fast.body).toEqual({
      message: "another request is locking this operation",
      error: "conflict",
      status: 409,
      cause: expect.any(String),
    });
    expect((await slow).status).toBe(201);
    // The lock is released when the option finishes, and the refused request spent no cap.
    const again = await call(s, "POST", `${guide(sale.id)}/option`, t, {
      option_id: "REQUEST_BILLING_INFO",
      template_id: "TEMPLATE___REQUEST_BILLING_INFO___1",
    });
    expect(again.status).toBe(201);
  });

  test("an internal error answers 500 internal_server_error (fault injection)", async () => {
    const { sale } = guideSale(s);
    s.sandbox.ctx.faults.add({ method: "POST", path: "/messages/action_guide/packs/*/option", status: 500, count: 1 });
    const res = await call(s, "POST", `${guide(sale.id)}/option`, await token(s, sale.seller_id), {
      option_id: "REQUEST_BILLING_INFO",
      template_id: "TEMPLATE___REQUEST_BILLING_INFO___1",
    });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ message: "internal server error", error: "internal_server_error", status: 500 });
    expect(s.sandbox.ctx.state.sales.sales.get(sale.id)!.caps.REQUEST_BILLING_INFO).toBe(1);
  });

  test("an unknown pack answers 404", async () => {
    const res = await call(s, "GET", guide(1234), await token(s, SELLER.MLA));
    expect(res.status).toBe(404);
  });
});
