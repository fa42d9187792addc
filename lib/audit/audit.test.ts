import { expect, it } from "vitest";
import type { Db } from "../db/client";
import { withPgliteDatabase } from "../testing/databases";
import { listAuditForObject, recordAudit } from "./audit";

let db: Db;
withPgliteDatabase((opened) => (db = opened));

it("lists one object's history newest first, with who did it, and nothing from another workspace", async () => {
  const user = await db.user.create({ data: { name: "Ana" } });
  await recordAudit(db, {
    workspaceId: "w1",
    userId: user.id,
    action: "free_shipping.on",
    objectType: "item",
    objectId: "MLA1",
    before: { free: false },
    after: { free: true },
    result: "ok",
  });
  // A minute older, so the order is the timestamps' and not the order of insertion.
  await db.auditEntry.updateMany({
    where: { workspaceId: "w1", action: "free_shipping.on" },
    data: { createdAt: new Date(Date.now() - 60_000) },
  });
  await recordAudit(db, {
    workspaceId: "w1",
    userId: null,
    action: "free_shipping.off",
    objectType: "item",
    objectId: "MLA1",
    result: "refused",
    after: { code: "x" },
  });
  await recordAudit(db, {
    workspaceId: "w2",
    userId: user.id,
    action: "free_shipping.on",
    objectType: "item",
    objectId: "MLA1",
    result: "ok",
  });
  await recordAudit(db, {
    workspaceId: "w1",
    userId: user.id,
    action: "free_shipping.on",
    objectType: "item",
    objectId: "MLA2",
    result: "ok",
  });
  const rows = await listAuditForObject(db, { workspaceId: "w1", objectType: "item", objectId: "MLA1" });
  expect(rows.map((r) => [r.action, r.result, r.user?.name ?? null])).toEqual([
    ["free_shipping.off", "refused", null],
    ["free_shipping.on", "ok", "Ana"],
  ]);
  expect(rows[1]).toMatchObject({ before: { free: false }, after: { free: true } });
});
