import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { SiteId } from "../accounts/types.ts";
import type { RunningSandbox } from "../testing.ts";
import { call, guideSale, resetSales, startSalesSandbox, token } from "./test-support.ts";
import type { LogisticType } from "./types.ts";
import { BILLING_FIELDS } from "./wording.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSalesSandbox();
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => resetSales(s));

const guide = (id: number) => `/messages/action_guide/packs/${id}`;
async function options(logistic: LogisticType[], site?: SiteId) {
  const { sale } = guideSale(s, { logistic, site, open: true });
  const res = await call(s, "GET", guide(sale.id), await token(s, sale.seller_id));
  expect(res.status).toBe(200);
  return { sale, options: res.body.options as any[], ids: (res.body.options as any[]).map((o) => o.id) };
}

describe("action guide options", () => {
  test("REQUEST_VARIANTS is offered only for cross docking and drop off", async () => {
    for (const type of ["cross_docking", "drop_off", "xd_drop_off"] as const)
      expect((await options([type])).ids).toContain("REQUEST_VARIANTS");
    for (const type of ["fulfillment", "self_service", "custom"] as const)
      expect((await options([type])).ids).not.toContain("REQUEST_VARIANTS");
  });

  test("DELIVERY_PROMISE is offered only for flex", async () => {
    expect((await options(["self_service"])).ids).toContain("DELIVERY_PROMISE");
    for (const type of ["fulfillment", "cross_docking", "drop_off", "xd_drop_off", "custom"] as const)
      expect((await options([type])).ids).not.toContain("DELIVERY_PROMISE");
  });

  test("every sale offers REQUEST_BILLING_INFO, SEND_INVOICE_LINK and OTHER with the option fields", async () => {
    const { options: list } = await options(["fulfillment"]);
    expect(list.map((o) => o.id)).toEqual(["REQUEST_BILLING_INFO", "SEND_INVOICE_LINK", "OTHER"]);
    const billing = list[0];
    expect(billing).toMatchObject({
      type: "template",
      enabled: true,
      actionable: true,
      child_options: null,
      cap_available: 1,
      internal_description: expect.any(String),
    });
    expect(billing.templates[0]).toMatchObject({ id: "TEMPLATE___REQUEST_BILLING_INFO___1", vars: null });
    for (const free of list.slice(1)) expect(free).toMatchObject({ type: "free_text", templates: null, char_limit: 350 });
    expect(list.find((o) => o.id === "OTHER").cap_available).toBe(2);
  });

  test("OTHER is not offered once the shipment is delivered", async () => {
    const { sale } = guideSale(s, { logistic: ["drop_off"] });
    s.sandbox.ctx.state.sales.shipments.get(sale.shipment_id)!.status = "delivered";
    const res = await call(s, "GET", guide(sale.id), await token(s, sale.seller_id));
    expect(res.body.options.map((o: any) => o.id)).not.toContain("OTHER");
  });

  test("template wording follows the site: Spanish on MLA/MLM/MCO/MLC/MLU, Portuguese on MLB", async () => {
    for (const site of ["MLA", "MLM", "MCO", "MLC", "MLU"] as const) {
      const { options: list } = await options(["fulfillment", "cross_docking", "drop_off", "self_service"], site);
      const text = list.find((o) => o.id === "REQUEST_BILLING_INFO").templates[0].texts[0];
      expect(text).toMatch(/^¡Hola! Para emitir tu (factura|boleta)/);
    }
    const { options: br } = await options(["fulfillment", "cross_docking", "drop_off", "self_service"], "MLB");
    expect(br.find((o) => o.id === "REQUEST_BILLING_INFO").templates[0].texts[0]).toMatch(/^Olá! Para emitir a sua nota fiscal/);
  });

  test("billing info asks for the fields of each site", async () => {
    const expected: Record<SiteId, RegExp[]> = {
      MLA: [/DNI/, /código postal/],
      MLB: [/CPF/, /CEP/, /e-mail/],
      MLM: [/RFC/, /correo electrónico/],
      MCO: [/cédula de ciudadanía/, /código del municipio/, /código del departamento/, /correo electrónico/],
      MLC: [/RUT/, /código postal/],
      MLU: [/cédula de identidad/, /código postal/],
    };
    for (const site of Object.keys(expected) as SiteId[]) {
      const { options: list } = await options(["fulfillment", "cross_docking", "drop_off", "self_service", "custom"], site);
      const text: string = list.find((o) => o.id === "REQUEST_BILLING_INFO").templates[0].texts[0];
      for (const re of expected[site]) expect(text, site).toMatch(re);
      for (const field of BILLING_FIELDS[site]) expect(text).toContain(field);
    }
    expect(BILLING_FIELDS.MLA.join()).not.toMatch(/mail|municipio/);
  });

  test("DELIVERY_PROMISE templates carry a day word and INIT/LIMIT vars", async () => {
    const es = (await options(["self_service"], "MLA")).options.find((o) => o.id === "DELIVERY_PROMISE");
    expect(es.templates.map((t: any) => t.id)).toEqual([
      "TEMPLATE___DELIVERY_PROMISE___1",
      "TEMPLATE___DELIVERY_PROMISE___2",
      "TEMPLATE___DELIVERY_PROMISE___3",
    ]);
    expect(es.templates.map((t: any) => t.texts[0])).toEqual([
      expect.stringContaining("hoy"),
      expect.stringContaining("mañana"),
      expect.stringContaining("el próximo día hábil"),
    ]);
    expect(es.templates[1].vars.map((v: any) => v.id)).toEqual([
      "TEMPLATE___DELIVERY_PROMISE___2___VAR___INIT",
      "TEMPLATE___DELIVERY_PROMISE___2___VAR___LIMIT",
    ]);
    const pt = (await options(["self_service"], "MLB")).options.find((o) => o.id === "DELIVERY_PROMISE");
    expect(pt.templates.map((t: any) => t.texts[0])).toEqual([
      expect.stringContaining("hoje"),
      expect.stringContaining("amanhã"),
      expect.stringContaining("o próximo dia útil"),
    ]);
  });

  test("caps_available matches the options' cap_available", async () => {
    const { sale, options: list } = await options(["drop_off"]);
    const caps = await call(s, "GET", `${guide(sale.id)}/caps_available`, await token(s, sale.seller_id));
    expect(caps.status).toBe(200);
    expect(caps.body).toEqual(list.map((o) => ({ option_id: o.id, cap_available: o.cap_available })));
  });
});

describe("sending options", () => {
  test("a template option sends the site's text and answers the Message object", async () => {
    const { sale } = guideSale(s, { logistic: ["cross_docking"], site: "MLA" });
    const res = await call(s, "POST", `${guide(sale.id)}/option`, await token(s, sale.seller_id), {
      option_id: "REQUEST_VARIANTS",
      template_id: "TEMPLATE___REQUEST_VARIANTS___1",
    });
    expect(res.status).toBe(201);
    const buyer = s.sandbox.ctx.state.users.get(sale.buyer_id)!;
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      to: { user_id: sale.buyer_id, name: `${buyer.first_name} ${buyer.last_name}` },
      status: "available",
      text: expect.stringContaining("talle"),
      message_moderation: { status: "clean", reason: null, source: "online" },
    });
    expect(res.body.message_date).toMatchObject({ created: expect.any(String), available: expect.any(String), read: null });
  });

  test("sending consumes a cap and at 0 the option answers 403 limit_exceeded", async () => {
    const { sale } = guideSale(s, { logistic: ["fulfillment"], open: true });
    const t = await token(s, sale.seller_id);
    const send = () =>
      call(s, "POST", `${guide(sale.id)}/option`, t, {
        option_id: "OTHER",
        text: "¡Hola! Ya preparamos tu pedido y sale mañana por la mañana.",
      });
    expect((await send()).status).toBe(201);
    let caps = await call(s, "GET", `${guide(sale.id)}/caps_available`, t);
    expect(caps.body.find((c: any) => c.option_id === "OTHER").cap_available).toBe(1);
    expect((await send()).status).toBe(201);
    caps = await call(s, "GET", `${guide(sale.id)}/caps_available`, t);
    expect(caps.body.find((c: any) => c.option_id === "OTHER").cap_available).toBe(0);
    const refused = await send();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: "not allowed to execute the option OTHER again",
      error: "limit_exceeded",
      status: 403,
      cause: expect.any(String),
    });
  });

  test("free text is limited to 350 characters", async () => {
    const { sale } = guideSale(s, { logistic: ["drop_off"], open: true });
    const t = await token(s, sale.seller_id);
    const long = await call(s, "POST", `${guide(sale.id)}/option`, t, { option_id: "OTHER", text: "a".repeat(351) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: "the text is invalid", error: "bad_request", cause: expect.any(String) });
    expect((await call(s, "POST", `${guide(sale.id)}/option`, t, { option_id: "SEND_INVOICE_LINK", text: "b".repeat(351) })).status).toBe(
      400,
    );
    const exact = await call(s, "POST", `${guide(sale.id)}/option`, t, { option_id: "OTHER", text: "a".repeat(350) });
    expect(exact.status).toBe(201);
  });

  test("DELIVERY_PROMISE renders the day and hours into the text", async () => {
    const { sale } = guideSale(s, { logistic: ["self_service"], site: "MLB" });
    const tpl = "TEMPLATE___DELIVERY_PROMISE___2";
    const res = await call(s, "POST", `${guide(sale.id)}/option`, await token(s, sale.seller_id), {
      option_id: "DELIVERY_PROMISE",
      template_id: tpl,
      vars: [
        { id: `${tpl}___VAR___INIT`, value: 9 },
        { id: `${tpl}___VAR___LIMIT`, value: 13 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.text).toContain("amanhã, entre 9h e 13h");
  });

  test("DELIVERY_PROMISE vars are validated: both present, hours 0-23, initial before final", async () => {
    const { sale } = guideSale(s, { logistic: ["self_service"], site: "MLA" });
    const t = await token(s, sale.seller_id);
    const tpl = "TEMPLATE___DELIVERY_PROMISE___3";
    const send = (vars: unknown) =>
      call(s, "POST", `${guide(sale.id)}/option`, t, { option_id: "DELIVERY_PROMISE", template_id: tpl, vars });
    const v = (init: unknown, limit: unknown) => [
      { id: `${tpl}___VAR___INIT`, value: init },
      { id: `${tpl}___VAR___LIMIT`, value: limit },
    ];
    const cases: Array<[unknown, RegExp]> = [
      [undefined, /must be an array/],
      [[{ id: `${tpl}___VAR___INIT`, value: 9 }], /missing var .*LIMIT/],
      [v(9, 24), /hour from 0 to 23/],
      [v(-1, 5), /hour from 0 to 23/],
      [v(9.5, 12), /hour from 0 to 23/],
      [v("9", 12), /hour from 0 to 23/],
      [v(18, 14), /initial hour \(18\) must be before the final hour \(14\)/],
      [v(14, 14), /must be before/],
      [
        [
          { id: "TEMPLATE___DELIVERY_PROMISE___1___VAR___INIT", value: 9 },
          { id: `${tpl}___VAR___LIMIT`, value: 12 },
        ],
        /unknown var id/,
      ],
    ];
    for (const [vars, message] of cases) {
      const res = await send(vars);
      expect(res.status, JSON.stringify(vars)).toBe(400);
      expect(res.body.error).toBe("bad_request");
      expect(res.body.message).toMatch(message);
    }
    expect(s.sandbox.ctx.state.sales.sales.get(sale.id)!.caps.DELIVERY_PROMISE).toBe(1);
    const ok = await send(v(8, 12));
    expect(ok.status).toBe(201);
    expect(ok.body.text).toContain("el próximo día hábil entre las 8 y las 12 hs");
  });

  test("promising delivery today in an hour already past answers 500", async () => {
    const { sale } = guideSale(s, { logistic: ["self_service"], site: "MLA" });
    s.sandbox.ctx.clock.set(new Date("2026-03-10T19:30:00-03:00"));
    const t = await token(s, sale.seller_id);
    const tpl = "TEMPLATE___DELIVERY_PROMISE___1";
    const send = (init: number, limit: number) =>
      call(s, "POST", `${guide(sale.id)}/option`, t, {
        option_id: "DELIVERY_PROMISE",
        template_id: tpl,
        vars: [
          { id: `${tpl}___VAR___INIT`, value: init },
          { id: `${tpl}___VAR___LIMIT`, value: limit },
        ],
      });
    const past = await send(14, 18);
    expect(past.status).toBe(500);
    expect(past.body.message).toBe("delivery date is before than today");
    const ok = await send(20, 22);
    expect(ok.status).toBe(201);
    expect(ok.body.text).toContain("hoy entre las 20 y las 22 hs");
  });
});
