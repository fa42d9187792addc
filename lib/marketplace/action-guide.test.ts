import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { captureLog } from "../testing/capture-log";
import { toGuide } from "../sales/get-sale-detail";
import { guideSchema, templateTextFor } from "./action-guide";

afterEach(() => vi.restoreAllMocks());

// The spec's shape (marketplace-interface.md "Action guide option"), as the sandbox answers a Flex sale.
const specGuide = {
  options: [
    {
      id: "DELIVERY_PROMISE",
      internal_description: "Inform delivery promise",
      enabled: true,
      type: "template",
      templates: [
        {
          id: "TEMPLATE___DELIVERY_PROMISE___1",
          vars: [
            { id: "TEMPLATE___DELIVERY_PROMISE___1___VAR___INIT", type: "number", description: "initial hour (0-23)" },
            { id: "TEMPLATE___DELIVERY_PROMISE___1___VAR___LIMIT", type: "number", description: "final hour (0-23)" },
          ],
          texts: ["Tu compra llega hoy entre las {INIT} y las {LIMIT} hs."],
        },
      ],
      actionable: true,
      child_options: null,
      cap_available: 1,
    },
    {
      id: "OTHER",
      internal_description: "Free field",
      enabled: true,
      type: "free_text",
      templates: null,
      actionable: true,
      char_limit: 350,
      child_options: null,
      cap_available: 1,
    },
  ],
};

// The real guide as the notes describe the documentation's DELIVERY_PROMISE sample: the template's texts
// are an object keyed by site (`{"mla": {...}}`), not an array of strings. Notes §6 and §11, source:
// https://developers.mercadolibre.com.ar/es_ar/motivos-para-comunicarse (updated 04/07/2025). The notes
// elide what is inside the site's object; the strings below stand for it.
const realGuide = {
  options: [
    {
      id: "DELIVERY_PROMISE",
      internal_description: "Informar promesa de entrega",
      enabled: true,
      type: "template",
      templates: [
        {
          id: "TEMPLATE___DELIVERY_PROMISE___1",
          vars: [{ id: "TEMPLATE___DELIVERY_PROMISE___1___VAR___INIT" }, { id: "TEMPLATE___DELIVERY_PROMISE___1___VAR___LIMIT" }],
          texts: { mla: { text: "¡Hola! Tu compra llega hoy entre las {INIT} y las {LIMIT} hs." } },
        },
      ],
      actionable: true,
      char_limit: null,
      child_options: null,
      cap_available: 1,
    },
    {
      id: "SEND_INVOICE_LINK",
      internal_description: "Enviar link de facturación",
      enabled: true,
      type: "free_text",
      templates: null,
      actionable: true,
      char_limit: 350,
      child_options: null,
      cap_available: 1,
      extra_field_from_upstream: { anything: true },
    },
  ],
};

const parse = (body: unknown) => guideSchema.parse(body).options;

describe("action guide: the spec's and the real API's shapes", () => {
  it("reads the spec's template texts (an array of strings)", () => {
    const guide = toGuide(parse(specGuide), [], "MLA");
    expect(guide.reasons.map((r) => r.id)).toEqual(["DELIVERY_PROMISE", "OTHER"]);
    expect(guide.reasons[0]!.templates).toEqual([
      {
        id: "TEMPLATE___DELIVERY_PROMISE___1",
        text: "Tu compra llega hoy entre las {INIT} y las {LIMIT} hs.",
        textSource: "guide",
        vars: ["TEMPLATE___DELIVERY_PROMISE___1___VAR___INIT", "TEMPLATE___DELIVERY_PROMISE___1___VAR___LIMIT"],
      },
    ]);
    expect(guide.reasons[1]).toMatchObject({ type: "free_text", charLimit: 350, capAvailable: 1 });
  });

  it("reads the real DELIVERY_PROMISE texts keyed by site into the same reason", () => {
    const guide = toGuide(parse(realGuide), [], "MLA");
    expect(guide.excepted).toBe(false);
    expect(guide.reasons[0]).toEqual({
      id: "DELIVERY_PROMISE",
      type: "template",
      enabled: true,
      capAvailable: 1,
      charLimit: null,
      templates: [
        {
          id: "TEMPLATE___DELIVERY_PROMISE___1",
          text: "¡Hola! Tu compra llega hoy entre las {INIT} y las {LIMIT} hs.",
          textSource: "guide",
          vars: ["TEMPLATE___DELIVERY_PROMISE___1___VAR___INIT", "TEMPLATE___DELIVERY_PROMISE___1___VAR___LIMIT"],
        },
      ],
    });
    expect(guide.reasons[1]).toMatchObject({ id: "SEND_INVOICE_LINK", type: "free_text", charLimit: 350 });
  });

  it("reads texts keyed by site whose value is a plain string, a list or {html}, and keeps each site's own", () => {
    const withTexts = (texts: unknown) => parse({ options: [{ ...specGuide.options[0], templates: [{ id: "T", vars: null, texts }] }] });
    const textOn = (texts: unknown, site: string) => templateTextFor(withTexts(texts)[0]!.templates[0]!.texts, site);
    expect(textOn({ mla: "Llega hoy" }, "MLA")).toBe("Llega hoy");
    expect(textOn({ mla: ["Llega hoy", "Llega mañana"] }, "MLA")).toBe("Llega hoy");
    const bySite = { mla: { html: "Hola,Entregaremos tu compra %s" }, mlb: { html: "Olá,Entregaremos sua compra %s" } };
    expect(textOn(bySite, "MLB")).toBe("Olá,Entregaremos sua compra %s");
    expect(textOn(bySite, "MLA")).toBe("Hola,Entregaremos tu compra %s");
    // Another site's language never stands in for the seller's own.
    expect(textOn(bySite, "MLM")).toBeNull();
    expect(withTexts(undefined)[0]!.templates[0]!.texts).toBeNull();
  });

  it("keeps a template option that has no texts (the documented REQUEST_BILLING_INFO) and shows the documented wording", () => {
    const billing = {
      id: "REQUEST_BILLING_INFO",
      enabled: true,
      type: "template",
      templates: [{ id: "TEMPLATE___REQUEST_BILLING_INFO___1", vars: null }],
      cap_available: 1,
    };
    const mla = toGuide(parse({ options: [billing] }), [], "MLA").reasons;
    expect(mla.map((r) => r.id)).toEqual(["REQUEST_BILLING_INFO"]);
    expect(mla[0]!.templates[0]).toMatchObject({ id: "TEMPLATE___REQUEST_BILLING_INFO___1", textSource: "documented" });
    expect(mla[0]!.templates[0]!.text).toContain("DNI");
    // The documentation prints no billing text for MLB: nothing is claimed.
    expect(toGuide(parse({ options: [billing] }), [], "MLB").reasons[0]!.templates[0]).toMatchObject({ text: null, textSource: null });
  });

  it("drops one unreadable option, keeps the rest, and logs it once however often the guide is read", () => {
    const log = captureLog();
    onTestFinished(log.restore);
    const odd = { id: "ODD_OPTION_FOR_THE_TEST", type: 42, templates: "not a list" };
    const body = { options: [odd, ...realGuide.options] };
    expect(parse(body).map((o) => o.id)).toEqual(["DELIVERY_PROMISE", "SEND_INVOICE_LINK"]);
    expect(parse(body).map((o) => o.id)).toEqual(["DELIVERY_PROMISE", "SEND_INVOICE_LINK"]);
    expect(log.atLeast(40)).toHaveLength(1);
    expect(log.atLeast(40)[0]!.msg).toContain("ODD_OPTION_FOR_THE_TEST");
  });

  it("still refuses an answer that is not a guide at all", () => {
    expect(guideSchema.safeParse({ message: "nope" }).success).toBe(false);
  });
});
