import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInboxFixture, type InboxFixture } from "../testing/test-inbox";
import { startSalesSandbox } from "../../sandbox/sales/test-support";
import type { RunningSandbox } from "../../sandbox/testing";
import { fetchLabel } from "./fetch-label";
import { refreshSale } from "./sync-sale";

// The label download against both sandbox profiles: the spec's raw ZPL and savePdf=Y, the real API's ZIP,
// failed_shipments and response_type=pdf (notes §11). The person gets the same .zpl or .pdf either way.
const fixtures: Record<"spec" | "real", { running: RunningSandbox; f: InboxFixture }> = {} as never;

beforeAll(async () => {
  for (const profile of ["spec", "real"] as const) {
    const running = await startSalesSandbox({ profile });
    fixtures[profile] = { running, f: await createInboxFixture(running) };
  }
}, 180_000);
afterAll(() => Promise.all(Object.values(fixtures).map(({ f }) => f.close())));

/** A sale of the MLA seller whose shipment is in `status`, stored in our copy. */
async function saleWith(profile: "spec" | "real", status: "ready_to_ship" | "delivered") {
  const { running, f } = fixtures[profile];
  const { sales, shipments } = running.sandbox.ctx.state.sales;
  const sale = [...sales.values()].find((s) => s.seller_id === f.a.sellerId && shipments.get(s.shipment_id)!.status !== "cancelled")!;
  Object.assign(shipments.get(sale.shipment_id)!, { status, substatus: null });
  await refreshSale(f.db, f.a.marketplace, f.a.id, f.a.sellerId, BigInt(sale.id));
  return sale;
}

function label(profile: "spec" | "real", saleId: number, format: "zpl2" | "pdf") {
  const { f } = fixtures[profile];
  return fetchLabel(f.db, f.a.files, f.a.id, BigInt(saleId), format);
}

describe("downloading a label", () => {
  for (const profile of ["spec", "real"] as const) {
    it(`${profile} profile: Zebra gives a .zpl text file (unzipped on the real profile)`, async () => {
      const sale = await saleWith(profile, "ready_to_ship");
      const res = await label(profile, sale.id, "zpl2");
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="label-${sale.shipment_id}.zpl"`);
      const text = await res.text();
      expect(text.startsWith("^XA")).toBe(true);
      expect(text).toContain(`^FD${sale.shipment_id}^FS`);
    });

    it(`${profile} profile: PDF gives a PDF`, async () => {
      const sale = await saleWith(profile, "ready_to_ship");
      const res = await label(profile, sale.id, "pdf");
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    });
  }

  it("real profile: failed_shipments becomes label_failed with the marketplace's reason", async () => {
    const sale = await saleWith("real", "delivered");
    await expect(label("real", sale.id, "zpl2")).rejects.toMatchObject({
      code: "label_failed",
      status: 422,
      details: { failed: [{ shipmentId: String(sale.shipment_id), reason: expect.stringContaining("delivered") }] },
    });
  });
});
