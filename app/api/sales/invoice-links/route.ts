// POST /api/sales/invoice-links { saleIds, text, apply }: the preflight per sale (apply false) or a stored run (apply true).
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { ensureRunWorker } from "@/lib/runs/handlers";
import { createRun } from "@/lib/runs/store";
import { INVOICE_LINK_RUN, preflightInvoiceLinks } from "@/lib/sales/invoice-links";
import { invoiceLinkInputSchema, invoicePreflightSchema } from "@/lib/schemas/sales";

export const POST = withSeller("agent", async (req, { workspaceId, userId, siteId, nickname, marketplace }) => {
  const input = await readJson(req, invoiceLinkInputSchema);
  const db = await getDb();
  const rows = await preflightInvoiceLinks(
    db,
    marketplace,
    { workspaceId, userId, siteId, sellerName: nickname },
    input.saleIds.map(BigInt),
    input.text,
  );
  if (!input.apply) return NextResponse.json(invoicePreflightSchema.parse({ rows, runId: null }));
  // Every sale goes in the run (blocked and spent ones get their row in the results); a text too long cannot.
  const targets = rows.filter((r) => r.decision !== "too_long").map((r) => ({ target: r.saleId, input: { text: r.text } }));
  if (targets.length === 0) throw new AppError("nothing_to_send", "The text is too long for every selected sale.");
  const runId = await createRun(db, {
    kind: INVOICE_LINK_RUN,
    workspaceId,
    startedById: userId,
    params: { template: input.text },
    targets,
  });
  ensureRunWorker().kick();
  return NextResponse.json(invoicePreflightSchema.parse({ rows, runId }), { status: 201 });
});
