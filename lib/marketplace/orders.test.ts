import { describe, expect, it } from "vitest";
import type { SellerClient } from "./client";
import { getShipment, shipmentSchema } from "./orders";

// The spec's shipment, as the sandbox answers GET /shipments/{id}.
const specShipment = {
  id: 43000000001,
  status: "ready_to_ship",
  substatus: "ready_to_print",
  logistic_type: "self_service",
  mode: "me2",
  receiver_address: { city: { id: "TUxBQ0NBUGZlZG1sYQ", name: "Capital Federal" }, zip_code: "1414" },
};

// The real API's new format (sent with `x-format-new: true`): logistic.type, logistic.mode and
// destination.shipping_address, notes §11, source: https://developers.mercadolibre.com.ar/devsite/manage-shipments
const realNewFormat = {
  id: 43000000001,
  status: "ready_to_ship",
  substatus: "ready_to_print",
  declared_value: 17999,
  logistic: { direction: "forward", mode: "me2", type: "self_service" },
  destination: {
    type: "buyer",
    receiver_id: 7654321,
    shipping_address: {
      address_line: "Av. Siempre Viva 742",
      city: { id: "TUxBQ0NBUGZlZG1sYQ", name: "Capital Federal" },
      zip_code: "1414",
    },
  },
};

const same = {
  id: 43000000001,
  status: "ready_to_ship",
  substatus: "ready_to_print",
  logistic_type: "self_service",
  mode: "me2",
  receiver_address: { city: { name: "Capital Federal" } },
  handling_limit: null,
};

describe("shipments: the spec's and the real API's new format", () => {
  it("reads the spec's logistic_type, mode and receiver_address", () => {
    expect(shipmentSchema.parse(specShipment)).toEqual(same);
  });

  it("reads the new format's logistic.type, logistic.mode and destination.shipping_address", () => {
    expect(shipmentSchema.parse(realNewFormat)).toEqual(same);
  });

  it("reads the handling deadline where each format has it; an unreadable one is no deadline, not a failed read", () => {
    const limit = { estimated_handling_limit: { date: "2026-12-08T23:59:59.999-03:00" } };
    const at = new Date("2026-12-09T02:59:59.999Z");
    expect(shipmentSchema.parse({ ...specShipment, shipping_option: limit }).handling_limit).toEqual(at);
    expect(shipmentSchema.parse({ ...realNewFormat, lead_time: limit }).handling_limit).toEqual(at);
    expect(shipmentSchema.parse({ ...realNewFormat, lead_time: { estimated_handling_limit: { date: "soon" } } }).handling_limit).toBeNull();
    expect(shipmentSchema.parse({ ...realNewFormat, lead_time: "odd" }).handling_limit).toBeNull();
  });

  it("reads a shipment with neither (a shipment not yet routed) and a string id", () => {
    expect(shipmentSchema.parse({ id: "43000000001", status: "pending" })).toMatchObject({
      id: 43000000001,
      logistic_type: undefined,
      mode: undefined,
    });
  });

  it("asks for the new format with x-format-new: true", async () => {
    let sent: unknown;
    const client = (async (_path, options) => {
      sent = options.headers;
      return options.schema.parse(realNewFormat);
    }) as SellerClient;
    expect(await getShipment(client, 43000000001)).toEqual(same);
    expect(sent).toEqual({ "x-format-new": "true" });
  });
});
