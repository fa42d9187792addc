import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TEST_ORIGIN as ORIGIN, ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";

// GET /api/sales/:id/label marks the shipment printed upstream: the real route refuses it when another site
// started the request (a link, an image, a form), before it reads anything.
type Route = (req: NextRequest, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;
let label: Route;
let cookie = "";

beforeAll(async () => {
  stubRouteEnv("label-route");
  const jwt = await import("next-auth/jwt");
  label = (await import("../../app/api/sales/[id]/label/route")).GET as Route;
  const db = await (await import("../db")).getDb();
  const workspace = await db.workspace.create({ data: { sellerId: 9401n, nickname: "LABELS", siteId: "MLA" } });
  const user = await db.user.create({ data: { name: "Lia" } });
  await db.membership.create({ data: { userId: user.id, workspaceId: workspace.id, role: "agent" } });
  cookie = await jwt.encode({ token: { uid: user.id, workspaceId: workspace.id, sv: 0 }, secret: SECRET, maxAge: 3_600 });
});

async function download(site: string | null) {
  const headers: Record<string, string> = { cookie: `next-auth.session-token=${cookie}` };
  if (site) headers["sec-fetch-site"] = site;
  const res = await label(new NextRequest(`${ORIGIN}/api/sales/2000001/label?format=pdf`, { headers }), {
    params: Promise.resolve({ id: "2000001" }),
  });
  return { status: res.status, code: ((await res.json()) as { error?: { code: string } }).error?.code };
}

describe("the label download", () => {
  it("is refused when another site started it", async () => {
    expect(await download("cross-site")).toEqual({ status: 403, code: "cross_origin" });
    expect(await download("same-site")).toEqual({ status: 403, code: "cross_origin" });
  });

  it("runs from our own page, a typed address, or a client that is not a browser (here: a sale not in our copy)", async () => {
    for (const site of ["same-origin", "none", null]) expect(await download(site)).toEqual({ status: 404, code: "label_unavailable" });
  });
});
