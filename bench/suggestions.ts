import { performance } from "node:perf_hooks";
import pg from "pg";
import type { Db } from "../lib/db/client";
import { questionPages } from "../lib/marketplace/questions";
import { suggestAnswers } from "../lib/questions/suggest-answers";
import { upsertQuestions } from "../lib/questions/sync-question";
import { createInboxFixture, type TestWorkspace } from "../lib/testing/test-inbox";
import { createPgliteDatabase } from "../lib/testing/databases";
import { openDb } from "../lib/db/client";
import type { SiteId } from "../sandbox/accounts/types.ts";
import type { ItemTopic } from "../sandbox/catalog/types.ts";
import { Rng } from "../sandbox/core/rng.ts";
import { composeAnswer, fill, phrasebook, pickExchange, type Subject } from "../sandbox/questions/texts.ts";
import { startSandbox } from "../sandbox/testing.ts";
import { percentile } from "./load.ts";

/**
 * Suggested answers (lib/questions/suggest-answers.ts), two parts:
 *
 * 1. Quality. The sandbox's seeded history of two sellers (TIENDA_PAMPA on MLA, Spanish; the MLB seller,
 *    Portuguese) imported through the app's own import (questionPages + upsertQuestions, item snapshots with
 *    their category included). HOLD_OUT answered questions per seller are taken out of the index (set back
 *    to UNANSWERED, so the retrieval cannot see them or their answers) and asked for suggestions. A hit: one
 *    of the three is an answer the seller gave to a question of the same intent. The intent is the subject
 *    of the sandbox phrasebook the question was generated from (sandbox/questions/texts*.ts): each stored
 *    text is matched back to the one phrasebook template it was filled from (every site's words filled in,
 *    the buyer's city a wildcard); a text that matches no template or templates of two subjects is counted
 *    and left out. Control in the same run: the item's three latest answers (what a "recent answers on this
 *    item" strip would offer).
 * 2. Speed. 50,000 answered questions generated from the same phrasebooks (2,000 items of every topic in
 *    200 categories, one workspace, MLA), on PGlite and on the local PostgreSQL server (own database, dropped
 *    after), RUNS suggestion queries for random unanswered questions after warm-ups: p50/p95. Control: a
 *    primary-key read of the same question through the same db layer, in the same loop.
 *
 * Run: npx tsx --conditions=react-server bench/suggestions.ts   (BENCH_ONLY=quality|speed, TEST_POSTGRES_URL)
 */
const HOLD_OUT = Number(process.env.BENCH_HOLD_OUT ?? 200);
const HISTORY = Number(process.env.BENCH_HISTORY ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const ONLY = process.env.BENCH_ONLY;
const SERVER_URL = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const SITES: SiteId[] = ["MLA", "MLB", "MLM", "MCO", "MLC", "MLU"];

/** Template regexes → subject, for every site's vocabulary (the buyer's city is the one free blank). */
type Intent = { subject: Subject; template: string };
function intentReader(): (text: string) => Intent | null | "ambiguous" {
  const CITY = "\u0000";
  const patterns: Array<[RegExp, Subject, string]> = [];
  for (const site of SITES) {
    const book = phrasebook(site);
    for (const subject of Object.keys(book).filter((k) => k !== "greetings" && k !== "closings") as Subject[]) {
      for (const ex of book[subject]) {
        const filled = fill(ex.q, { site, city: CITY, seller: "" });
        const source = filled.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll(CITY, ".+");
        patterns.push([new RegExp(`^${source}$`, "su"), subject, ex.q]);
      }
    }
  }
  return (text) => {
    const matches = patterns.filter(([re]) => re.test(text));
    const subjects = new Set(matches.map(([, s]) => s));
    return subjects.size === 0 ? null : subjects.size > 1 ? "ambiguous" : { subject: matches[0]![1], template: matches[0]![2] };
  };
}

async function importHistory(db: Db, ws: TestWorkspace): Promise<number> {
  let imported = 0;
  for await (const page of questionPages(ws.marketplace, { sellerId: ws.sellerId, limit: 100 }))
    imported += await upsertQuestions(db, ws.marketplace, ws.id, page.questions);
  return imported;
}

async function quality() {
  const fixture = await createInboxFixture(await startSandbox(), { timeoutMs: 60_000 });
  const intentOf = intentReader();
  try {
    for (const ws of [fixture.a, fixture.b]) {
      const { db } = fixture;
      const started = performance.now();
      const imported = await importHistory(db, ws);
      const workspace = await db.workspace.findUniqueOrThrow({ where: { id: ws.id } });
      const answered = await db.question.findMany({
        where: { workspaceId: ws.id, status: "ANSWERED", answerText: { not: null } },
        select: { id: true, text: true, itemId: true, answerText: true, answerDate: true },
      });
      const intents = new Map(answered.map((q) => [q.id, intentOf(q.text)]));
      const unknown = [...intents.values()].filter((i) => i === null).length;
      const ambiguous = [...intents.values()].filter((i) => i === "ambiguous").length;
      const intent = (id: bigint): Intent | null => {
        const i = intents.get(id);
        return typeof i === "object" && i !== null ? i : null;
      };
      const known = answered.filter((q) => intent(q.id) !== null);
      const categories = await db.itemSnapshot.count({ where: { workspaceId: ws.id, categoryId: { not: null } } });
      // Held out: a seeded, reproducible sample of the answered questions whose intent is known.
      const rng = new Rng(`suggestions-bench-${ws.sellerId}`);
      const held = rng.shuffle([...known]).slice(0, HOLD_OUT);
      const heldIds = held.map((q) => q.id);
      await db.question.updateMany({ where: { id: { in: heldIds } }, data: { status: "UNANSWERED" } });
      const heldSet = new Set(heldIds);
      const byItem = new Map<string, typeof answered>();
      for (const q of answered.filter((a) => !heldSet.has(a.id)).sort((x, y) => y.answerDate!.getTime() - x.answerDate!.getTime()))
        byItem.set(q.itemId, [...(byItem.get(q.itemId) ?? []), q]);
      let hits = 0;
      let rephrased = 0;
      let controlHits = 0;
      let empty = 0;
      const sources = { item: 0, category: 0, other: 0 };
      for (const q of held) {
        const want = intent(q.id)!;
        const sameSubject = (id: bigint) => intent(id)?.subject === want.subject;
        const got = await suggestAnswers(db, ws.id, q.id);
        if (got.length === 0) empty++;
        for (const s of got) sources[s.source]++;
        if (got.some((s) => sameSubject(BigInt(s.questionId)))) hits++;
        // Stricter: a hit only through a question worded from another template of the same subject.
        if (got.some((s) => sameSubject(BigInt(s.questionId)) && intent(BigInt(s.questionId))!.template !== want.template)) rephrased++;
        if ((byItem.get(q.itemId) ?? []).slice(0, 3).some((c) => sameSubject(c.id))) controlHits++;
      }
      await db.question.updateMany({ where: { id: { in: heldIds } }, data: { status: "ANSWERED" } });
      const pct = (n: number) => `${((100 * n) / held.length).toFixed(1)} %`;
      console.log(
        `quality ${workspace.siteId} (${workspace.nickname}): imported ${imported} questions in ${((performance.now() - started) / 1000).toFixed(0)} s; ` +
          `${answered.length} answered (${unknown} of no phrasebook template, ${ambiguous} ambiguous, left out); ${categories} items with a category\n` +
          `  held out ${held.length}: recall@3 ${pct(hits)} (${hits}); through another wording of the intent only ${pct(rephrased)}; ` +
          `control "item's 3 latest answers" ${pct(controlHits)}; ` +
          `no suggestion ${empty}; suggestions from item/category/other ${sources.item}/${sources.category}/${sources.other}`,
      );
    }
  } finally {
    await fixture.close();
  }
}

const TOPICS: ItemTopic[] = [
  "apparel",
  "footwear",
  "electronics",
  "phones",
  "home",
  "appliances",
  "auto_parts",
  "tools",
  "sports",
  "toys",
  "beauty",
];
const CITIES = ["Córdoba", "Rosario", "Mendoza", "La Plata", "Mar del Plata", "Salta", "Neuquén", "Tucumán"];

/** 50,000 answered questions and 1,000 unanswered ones from the sandbox's phrasebooks, in one workspace. */
async function seedSynthetic(db: Db): Promise<{ workspaceId: string; targets: bigint[] }> {
  const ws = await db.workspace.create({ data: { sellerId: 241_370_901n, nickname: "BENCH_SUGGEST", siteId: "MLA" } });
  const rng = new Rng("suggestions-bench-speed");
  const items = Array.from({ length: 2_000 }, (_, i) => ({
    id: `MLA${2_000_000 + i}`,
    topic: TOPICS[i % TOPICS.length]!,
    category: `MLA${1000 + (i % 200)}`,
  }));
  const now = Date.now();
  await db.itemSnapshot.createMany({
    data: items.map((it) => ({
      id: it.id,
      workspaceId: ws.id,
      title: `${it.topic} ${it.id}`,
      price: 1000,
      currencyId: "ARS",
      availableQuantity: 5,
      status: "active",
      categoryId: it.category,
      syncedAt: new Date(now),
    })),
  });
  const total = HISTORY + 1_000;
  const rows = Array.from({ length: total }, (_, i) => {
    const item = rng.pick(items);
    const ex = pickExchange(rng, "MLA", item.topic);
    const f = { site: "MLA" as const, city: rng.pick(CITIES), seller: "BENCH_SUGGEST" };
    const answered = i < HISTORY;
    return {
      id: BigInt(14_000_000_000 + i),
      workspaceId: ws.id,
      itemId: item.id,
      askerId: BigInt(300_000_000 + (i % 5_000)),
      text: fill(ex.q, f),
      status: answered ? "ANSWERED" : "UNANSWERED",
      dateCreated: new Date(now - (total - i) * 60_000),
      answerText: answered ? composeAnswer(rng, ex, f) : null,
      answerStatus: answered ? "ACTIVE" : null,
      answerDate: answered ? new Date(now - (total - i) * 60_000 + 600_000) : null,
      syncedAt: new Date(now),
    };
  });
  for (let i = 0; i < rows.length; i += 2_000) await db.question.createMany({ data: rows.slice(i, i + 2_000) });
  await db.$executeRawUnsafe("ANALYZE");
  return { workspaceId: ws.id, targets: rows.slice(HISTORY).map((r) => r.id) };
}

async function speed(name: string, db: Db) {
  const seeded = performance.now();
  const { workspaceId, targets } = await seedSynthetic(db);
  const seedSeconds = ((performance.now() - seeded) / 1000).toFixed(0);
  const rng = new Rng("suggestions-bench-runs");
  const suggest: number[] = [];
  const control: number[] = [];
  let offered = 0;
  for (let run = -20; run < RUNS; run++) {
    const id = rng.pick(targets);
    let t = performance.now();
    await db.$queryRaw`SELECT id, text FROM questions WHERE workspace_id = ${workspaceId} AND id = ${id}`;
    const c = performance.now() - t;
    t = performance.now();
    const got = await suggestAnswers(db, workspaceId, id);
    const s = performance.now() - t;
    if (run < 0) continue; // warm-ups: plans, caches
    control.push(c);
    suggest.push(s);
    offered += got.length;
  }
  const f = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `speed ${name}: ${HISTORY} answered questions (seeded in ${seedSeconds} s), ${RUNS} runs: suggestions p50 ${f(percentile(suggest, 50))} / p95 ${f(percentile(suggest, 95))}` +
      ` (${(offered / RUNS).toFixed(2)} offered a run); control (primary-key read) p50 ${f(percentile(control, 50))} / p95 ${f(percentile(control, 95))};` +
      ` p95 ÷ control p95 ${(percentile(suggest, 95) / percentile(control, 95)).toFixed(1)}×`,
  );
}

async function speedPglite() {
  const database = createPgliteDatabase();
  const { db, close } = await database.open();
  try {
    await speed("PGlite", db);
  } finally {
    await close();
    await database.drop();
  }
}

async function speedPostgres() {
  const name = `mostrador_bench_suggest_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  try {
    const { db, close } = await openDb({ databaseUrl: url.toString(), dataDir: "" });
    try {
      await speed("PostgreSQL", db);
    } finally {
      await close();
    }
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (ONLY !== "speed") await quality();
if (ONLY !== "quality") {
  if (process.env.BENCH_DB !== "postgres") await speedPglite();
  if (process.env.BENCH_DB !== "pglite") await speedPostgres();
}
