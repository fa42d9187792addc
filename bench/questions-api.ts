import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "../lib/db/client";
import { listQuestions, type InboxActor } from "../lib/questions/list-questions";
import { questionFiltersSchema } from "../lib/schemas/questions";
import { ms, percentile } from "./load.ts";

/**
 * listQuestions over 10,000 questions of one workspace in an embedded PGlite database (the default
 * deployment): first page, a filtered page, a text search and a deep keyset page, 200 runs each after
 * warm-ups. Run: npx tsx --conditions=react-server bench/questions-api.ts (the condition lets lib/api load
 * outside Next).
 */
const QUESTIONS = 10_000;
const ITEMS = 400;
const ASKERS = 2_000;
const RUNS = 200;

const dir = mkdtempSync(path.join(tmpdir(), "mostrador-bench-"));
const { db, close } = await openDb({ dataDir: dir });
try {
  const ws = await db.workspace.create({ data: { sellerId: 241370001n, nickname: "BENCH", siteId: "MLA" } });
  const users = await Promise.all(["owner", "agent"].map((name) => db.user.create({ data: { name } })));
  for (const [i, u] of users.entries())
    await db.membership.create({ data: { userId: u.id, workspaceId: ws.id, role: i ? "agent" : "owner" } });
  const actor: InboxActor = { workspaceId: ws.id, userId: users[1]!.id };

  const now = Date.now();
  await db.itemSnapshot.createMany({
    data: Array.from({ length: ITEMS }, (_, i) => ({
      id: `MLA${1_000_000 + i}`,
      workspaceId: ws.id,
      title: `Producto ${i} ${["zapatillas", "taladro", "celular", "remera"][i % 4]}`,
      thumbnail: null,
      price: 1000 + i,
      currencyId: "ARS",
      availableQuantity: i % 30,
      status: "active",
      permalink: null,
      syncedAt: new Date(now),
    })),
  });
  await db.marketplaceUserSnapshot.createMany({
    data: Array.from({ length: ASKERS }, (_, i) => ({ id: BigInt(300_000_000 + i), nickname: `BUYER_${i}`, syncedAt: new Date(now) })),
  });
  const statuses = ["ANSWERED", "ANSWERED", "ANSWERED", "UNANSWERED"];
  const rows = Array.from({ length: QUESTIONS }, (_, i) => ({
    id: BigInt(13_000_000_000 + i),
    workspaceId: ws.id,
    itemId: `MLA${1_000_000 + ((i * 7) % ITEMS)}`,
    askerId: BigInt(300_000_000 + ((i * 13) % ASKERS)),
    text: `¿Tienen stock en talle ${i % 45}? Envío a ${["Córdoba", "Rosario", "Mendoza"][i % 3]}`,
    status: statuses[i % 4]!,
    dateCreated: new Date(now - (QUESTIONS - i) * 60_000),
    answerText: i % 4 === 3 ? null : "¡Hola! Sí, hay stock.",
    answerStatus: i % 4 === 3 ? null : "ACTIVE",
    answerDate: i % 4 === 3 ? null : new Date(now - (QUESTIONS - i) * 60_000 + 600_000),
    assigneeId: i % 10 === 0 ? actor.userId : null,
    syncedAt: new Date(now),
  }));
  for (let i = 0; i < rows.length; i += 1_000) await db.question.createMany({ data: rows.slice(i, i + 1_000) });
  await db.$executeRawUnsafe("ANALYZE");

  const deep = await (async () => {
    let page = await listQuestions(db, actor, questionFiltersSchema.parse({ status: "ANSWERED", limit: 50 }));
    for (let i = 0; i < 100 && page.nextCursor; i++)
      page = await listQuestions(db, actor, questionFiltersSchema.parse({ status: "ANSWERED", limit: 50, cursor: page.nextCursor }));
    return page.nextCursor!;
  })();
  const cases: Array<[string, Record<string, unknown>]> = [
    ["first page (UNANSWERED, due, 50)", {}],
    [
      "filtered (ANSWERED, assigned to me, last 3 days, newest)",
      { status: "ANSWERED", assignee: "me", from: new Date(now - 3 * 86_400_000).toISOString(), sort: "newest" },
    ],
    ["filtered (ANSWERED, one item)", { status: "ANSWERED", itemId: "MLA1000007" }],
    ['text search q="rosario" (ANSWERED)', { status: "ANSWERED", q: "rosario" }],
    ["page 101 by cursor (ANSWERED)", { status: "ANSWERED", cursor: deep }],
  ];
  console.log(
    `${QUESTIONS} questions, ${ITEMS} items, ${ASKERS} askers; ${RUNS} runs each\n\n| listQuestions | total | p50 | p95 |\n|---|---|---|---|`,
  );
  for (const [name, input] of cases) {
    const filters = questionFiltersSchema.parse(input);
    for (let i = 0; i < 20; i++) await listQuestions(db, actor, filters);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      total = (await listQuestions(db, actor, filters)).total;
      times.push(performance.now() - t);
    }
    console.log(`| ${name} | ${total} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} |`);
  }
} finally {
  await close();
  rmSync(dir, { recursive: true, force: true });
}
