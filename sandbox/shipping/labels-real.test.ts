import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { mintToken } from "./test-fixtures.ts";

// Real profile (notes §11): response_type=zpl2 answers a ZIP holding the ZPL text; a label that cannot
// be made answers 200 {failed_shipments: [...]}; response_type=pdf a PDF.
let real: RunningSandbox;
let spec: RunningSandbox;
const READY = 49_900_000_011;
const DELIVERED = 49_900_000_012;

beforeAll(async () => {
  [real, spec] = await Promise.all([startSandbox({ profile: "real", rate: null }), startSandbox()]);
});
afterAll(() => Promise.all([real.close(), spec.close()]));
beforeEach(() => {
  for (const running of [real, spec]) {
    running.sandbox.reset();
    const shipments = (running.sandbox.ctx.state.sales as unknown as { shipments: Map<number, unknown> }).shipments;
    const buyer = [...running.sandbox.ctx.state.users.values()].find((u) => u.role === "buyer" && u.site_id === "MLA")!;
    const shipment = (id: number, status: string) => ({
      id,
      sale_id: id,
      order_ids: [id],
      seller_id: SELLER.MLA,
      buyer_id: buyer.id,
      site_id: "MLA",
      status,
      substatus: null,
      logistic_type: "drop_off",
      mode: "me2",
      date_created: new Date(),
      last_updated: new Date(),
      receiver: { city: "Rosario", state_id: "AR-S", state_name: "Santa Fe", zip_code: "2000" },
    });
    shipments.set(READY, shipment(READY, "ready_to_ship"));
    shipments.set(DELIVERED, shipment(DELIVERED, "delivered"));
  }
});

const labels = (running: RunningSandbox, query: string) =>
  fetch(`${running.url}/shipment_labels?${query}`, { headers: { authorization: `Bearer ${mintToken(running, SELLER.MLA)}` } });

describe("shipment labels on the real profile", () => {
  it("response_type=zpl2 answers a ZIP holding the ZPL text file", async () => {
    const res = await labels(real, `shipment_ids=${READY}&response_type=zpl2`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(strFromU8(bytes.subarray(0, 2))).toBe("PK");
    const files = Object.entries(unzipSync(bytes));
    expect(files).toHaveLength(1);
    const zpl = strFromU8(files[0]![1]);
    expect(zpl.startsWith("^XA")).toBe(true);
    expect(zpl).toContain(`^FD${READY}^FS`);
  });

  it("a shipment whose label cannot be made answers 200 with failed_shipments", async () => {
    const res = await labels(real, `shipment_ids=${DELIVERED}&response_type=zpl2`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      failed_shipments: [
        {
          shipment_id: DELIVERED,
          status: "delivered",
          substatus: null,
          cause: "invalid_shipment_status",
          message: expect.stringContaining("delivered"),
        },
      ],
    });
  });

  it("response_type=pdf (with or without savePdf=Y) answers a PDF on both profiles", async () => {
    for (const running of [real, spec]) {
      for (const query of [`response_type=pdf`, `response_type=pdf&savePdf=Y`]) {
        const res = await labels(running, `shipment_ids=${READY}&${query}`);
        expect(res.headers.get("content-type")).toBe("application/pdf");
        expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
      }
    }
  });

  it("the spec profile keeps raw ZPL and its 400 for a shipment not ready", async () => {
    const res = await labels(spec, `shipment_ids=${READY}&response_type=zpl2`);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect((await res.text()).startsWith("^XA")).toBe(true);
    expect((await labels(spec, `shipment_ids=${DELIVERED}&response_type=zpl2`)).status).toBe(400);
  });
});
