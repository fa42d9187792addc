import type { Metadata } from "next";
import { getServerSession } from "next-auth";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { authOptions } from "@/lib/auth/options";
import { getDb } from "@/lib/db";
import { readRangeChoice } from "@/lib/metrics/range-preference";
import { DEFAULT_CHOICE } from "@/lib/metrics/saved-range";
import { isPrefixedId } from "@/lib/schemas/ids";
import { ItemView } from "./item-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("metrics") };
}

export default async function ItemMetricsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isPrefixedId(id)) notFound();
  const session = await getServerSession(authOptions());
  // The range this user last picked, from our database: no flash of the default, same in every browser.
  const initialChoice = session?.user.id ? await readRangeChoice(await getDb(), session.user.id) : DEFAULT_CHOICE;
  return <ItemView id={id} initialChoice={initialChoice} />;
}
