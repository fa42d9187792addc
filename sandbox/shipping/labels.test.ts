import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { mintToken } from "./test-fixtures.ts";

let running: RunningSandbox;
const READY = 49_900_000_001;
const HANDLING = 49_900_000_002;
const OTHERS = 49_900_000_003;

beforeAll(async () => {
  running = await startSandbox({ port: 0 });
});
afterAll(() => running.close());
beforeEach(() => {
  running.sandbox.reset();
  // Shipments are the sales module's; these are written in its slice's shape.
  const shipments = (running.sandbox.ctx.state.sales as unknown as { shipments: Map<number, unknown> }).shipments;
  const buyer = [...running.sandbox.ctx.state.users.values()].find((u) => u.role === "buyer" && u.site_id === "MLA")!;
  const shipment = (id: number, seller: number, status: string) => ({
    id,
    sale_id: id,
    order_ids: [id],
    seller_id: seller,
    buyer_id: buyer.id,
    site_id: "MLA",
    status,
    substatus: null,
    logistic_type: "drop_off",
    mode: "me2",
    date_created: new Date(),
    last_updated: new Date(),
    receiver: { city: "Córdoba", state_id: "AR-X", state_name: "Córdoba", zip_code: "5000" },
  });
  shipments.set(READY, shipment(READY, SELLER.MLA, "ready_to_ship"));
  shipments.set(HANDLING, shipment(HANDLING, SELLER.MLA, "handling"));
  shipments.set(OTHERS, shipment(OTHERS, SELLER.MLB, "ready_to_ship"));
});

const labels = (query: string, userId: number | null = SELLER.MLA) =>
  fetch(`${running.url}/shipment_labels?${query}`, { headers: userId ? { authorization: `Bearer ${mintToken(running, userId)}` } : {} });

describe("shipment labels", () => {
  it("response_type=zpl2 returns one ZPL II label per shipment", async () => {
    const res = await labels(`shipment_ids=${READY}&response_type=zpl2`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text.startsWith("^XA")).toBe(true);
    expect(text.trim().endsWith("^XZ")).toBe(true);
    expect(text).toContain(`^FD${READY}^FS`);
    expect(text).toContain("Cordoba");
  });

  it("savePdf=Y returns a valid PDF", async () => {
    const res = await labels(`shipment_ids=${READY}&savePdf=Y`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = Buffer.from(await res.arrayBuffer()).toString("latin1");
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    // The xref offset really points at the xref table.
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const firstObj = Number(/xref\n0 \d+\n0000000000 65535 f \n(\d{10})/.exec(text)![1]);
    expect(text.slice(firstObj, firstObj + 7)).toBe("1 0 obj");
  });

  it("labels need the seller's token and the seller's own printable shipments", async () => {
    expect((await labels(`shipment_ids=${READY}&response_type=zpl2`, null)).status).toBe(401);
    expect((await labels(`shipment_ids=${OTHERS}&response_type=zpl2`)).status).toBe(403);
    expect((await labels(`shipment_ids=${HANDLING}&response_type=zpl2`)).status).toBe(400);
    expect((await labels(`shipment_ids=1&response_type=zpl2`)).status).toBe(404);
    expect((await labels(`response_type=zpl2`)).status).toBe(400);
    expect((await labels(`shipment_ids=${READY}&response_type=png`)).status).toBe(400);
  });
});
