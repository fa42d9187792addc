// GET/PUT /api/metrics/range: the metrics range this user last picked, remembered in our database.
import { NextResponse } from "next/server";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { readRangeChoice, saveRangeChoice } from "@/lib/metrics/range-preference";
import { rangeChoiceSchema } from "@/lib/schemas/metrics-range-choice";

export const GET = withSeller("viewer", async (_req, { userId }) => NextResponse.json(await readRangeChoice(await getDb(), userId)));

export const PUT = withSeller("viewer", async (req, { userId }) => {
  const choice = await readJson(req, rangeChoiceSchema);
  await saveRangeChoice(await getDb(), userId, choice);
  return NextResponse.json(choice);
});
