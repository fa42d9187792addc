import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { badRequest, forbidden, notFound } from "../core/errors.ts";
import { str } from "../metrics/lookup.ts";
import { pdfLabels, zipLabels, zplLabels, type LabelData } from "./labels.ts";

const MAX_LABELS = 50;
const PRINTABLE = new Set(["ready_to_ship", "shipped"]);

const labelsRoute = createRoute({
  method: "get",
  path: "/shipment_labels",
  tags: ["shipping"],
  summary: "Print shipment labels: response_type=zpl2 (Zebra) or savePdf=Y / response_type=pdf (PDF, the default)",
  request: { query: z.object({ shipment_ids: str, response_type: str, savePdf: str }) },
  responses: {
    200: { description: "ZPL II text or a PDF document" },
    400: { description: "missing or invalid shipment_ids, bad response_type, shipment not ready to print" },
    401: { description: "invalid_token" },
    403: { description: "a shipment of another seller" },
    404: { description: "unknown shipment" },
  },
});

/** Shipments are the sales module's: read its `shipments` map defensively (absent → ids are not checked). */
interface ShipmentLike {
  seller_id?: number;
  status?: string;
  logistic_type?: string;
  receiver?: { city?: string; zip_code?: string; state_name?: string };
  buyer_id?: number;
}

export function registerLabelRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(labelsRoute, (c) => {
    const user = requireUser(ctx, c);
    const q = c.req.valid("query");
    const ids = (q.shipment_ids ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.length === 0)
      throw badRequest("bad_request", "shipment_ids is required", [{ code: "missing_parameter", field: "shipment_ids" }]);
    if (ids.length > MAX_LABELS) throw badRequest("bad_request", `at most ${MAX_LABELS} shipment_ids per call`);
    if (ids.some((id) => !/^\d+$/.test(id))) throw badRequest("bad_request", "shipment_ids must be numeric ids");
    const type = q.response_type ?? "pdf";
    if (type !== "zpl2" && type !== "pdf") throw badRequest("bad_request", `invalid response_type ${type}: use zpl2 or pdf`);
    const shipments = (ctx.state.sales as unknown as { shipments?: unknown })?.shipments;
    if (ctx.config.profile === "real") {
      const failed = failedShipments(ids, shipments, user.id);
      // Real profile (notes §11): a label that cannot be made is a 200 with failed_shipments, not an error.
      if (failed.length > 0) return c.json({ failed_shipments: failed }, 200);
    }
    const labels: LabelData[] = ids.map((raw) => {
      const id = Number(raw);
      const s =
        shipments instanceof Map
          ? (shipments.get(id) as ShipmentLike | undefined)
          : ({ seller_id: user.id, status: "ready_to_ship" } as ShipmentLike);
      if (!s) throw notFound(`Shipment ${id} not found`);
      if (s.seller_id !== undefined && s.seller_id !== user.id)
        throw forbidden(`The user ${user.id} cannot print the label of shipment ${id}`);
      if (s.status && !PRINTABLE.has(s.status))
        throw badRequest("bad_request", `Shipment ${id} is not ready to print (status ${s.status})`, [
          { code: "not_printable_status", shipment_id: id },
        ]);
      const buyer = s.buyer_id ? ctx.state.users.get(s.buyer_id) : undefined;
      return {
        shipment_id: id,
        seller_nickname: user.nickname,
        receiver: buyer ? `${buyer.first_name} ${buyer.last_name}` : "Destinatario",
        city: [s.receiver?.city, s.receiver?.state_name].filter(Boolean).join(", ") || "-",
        zip_code: s.receiver?.zip_code ?? "-",
        logistic_type: s.logistic_type ?? "drop_off",
      };
    });
    if (type === "zpl2" && ctx.config.profile === "real") {
      // Real profile (notes §11): Zebra labels come zipped, the ZPL text file inside.
      return c.body(zipLabels(zplLabels(labels)).buffer as ArrayBuffer, 200, {
        "content-type": "application/zip",
        "content-disposition": 'attachment; filename="labels.zip"',
      });
    }
    if (type === "zpl2" && q.savePdf !== "Y") {
      return c.body(zplLabels(labels), 200, {
        "content-type": "text/plain; charset=utf-8",
        "content-disposition": 'inline; filename="labels.zpl"',
      });
    }
    const pdf = pdfLabels(labels);
    return c.body(pdf.buffer as ArrayBuffer, 200, {
      "content-type": "application/pdf",
      "content-disposition": 'attachment; filename="labels.pdf"',
    });
  });
}

/**
 * The real profile's failed_shipments entries. Their shape is not in the notes; this one follows the
 * API's usual words (`shipment_id`, `status`, `substatus`, a `cause` code and a readable `message`).
 * Any failure fails the call (nothing is printed), so a client never gets a partial bundle unawares.
 */
function failedShipments(ids: string[], shipments: unknown, userId: number) {
  if (!(shipments instanceof Map)) return [];
  return ids.flatMap((raw) => {
    const id = Number(raw);
    const s = shipments.get(id) as ShipmentLike | undefined;
    if (!s || (s.seller_id !== undefined && s.seller_id !== userId)) return [];
    if (!s.status || PRINTABLE.has(s.status)) return [];
    return [
      {
        shipment_id: id,
        status: s.status,
        substatus: (s as { substatus?: string | null }).substatus ?? null,
        cause: "invalid_shipment_status",
        message: `The label of shipment ${id} cannot be printed: the shipment is ${s.status}`,
      },
    ];
  });
}
