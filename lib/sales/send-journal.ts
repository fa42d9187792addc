import type { Prisma, SaleSend } from "@prisma/client";
import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";

export interface SendFields {
  kind: "option" | "message";
  optionId?: string | null;
  templateId?: string | null;
  text?: string | null;
  vars?: Prisma.InputJsonValue;
}

export type Claim = { kind: "fresh"; send: SaleSend } | { kind: "replay"; send: SaleSend };

/**
 * Claims an idempotency key before anything goes upstream. The unique (workspace, key) row is the
 * guard: a double click or a retried request finds the row and either replays the stored result (sent),
 * is told a send is already running (pending: 409), or takes over a failed attempt (compare-and-swap
 * failed → pending, so two retries of a failure still send once).
 */
export async function claimSend(
  db: Db,
  input: { workspaceId: string; saleId: bigint; key: string; user: { id: string; name: string } } & SendFields,
): Promise<Claim> {
  const data = {
    workspaceId: input.workspaceId,
    saleId: input.saleId,
    idempotencyKey: input.key,
    userId: input.user.id,
    userName: input.user.name,
    kind: input.kind,
    optionId: input.optionId ?? null,
    templateId: input.templateId ?? null,
    text: input.text ?? null,
    ...(input.vars === undefined ? {} : { vars: input.vars }),
    status: "pending",
  };
  try {
    return { kind: "fresh", send: await db.saleSend.create({ data }) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const existing = await db.saleSend.findUniqueOrThrow({
    where: { workspaceId_idempotencyKey: { workspaceId: input.workspaceId, idempotencyKey: input.key } },
  });
  if (
    existing.saleId !== input.saleId ||
    existing.kind !== input.kind ||
    existing.optionId !== (input.optionId ?? null) ||
    existing.text !== (input.text ?? null)
  ) {
    throw new AppError("idempotency_key_reused", "This request key was already used for a different message.");
  }
  if (existing.status === "sent") return { kind: "replay", send: existing };
  if (existing.status === "failed") {
    const { count } = await db.saleSend.updateMany({
      where: { id: existing.id, status: "failed" },
      data: { status: "pending", errorCode: null, finishedAt: null },
    });
    if (count === 1) return { kind: "fresh", send: { ...existing, status: "pending" } };
  }
  throw new AppError("send_in_progress", "This message is already being sent.");
}

export function finishSend(
  db: Db,
  id: string,
  result: { messageId: string | null; messageStatus: string; moderationReason: string | null },
) {
  return db.saleSend.update({ where: { id }, data: { status: "sent", ...result, finishedAt: new Date() } });
}

export function failSend(db: Db, id: string, errorCode: string) {
  return db.saleSend.update({ where: { id }, data: { status: "failed", errorCode, finishedAt: new Date() } });
}

/** P2002 from the query engine; driver adapters (PGlite, pg) may surface PostgreSQL's 23505 instead. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { kind?: string; originalCode?: string }; message?: string };
  return (
    e?.code === "P2002" ||
    e?.cause?.kind === "UniqueConstraintViolation" ||
    e?.cause?.originalCode === "23505" ||
    /unique constraint/i.test(e?.message ?? "")
  );
}
