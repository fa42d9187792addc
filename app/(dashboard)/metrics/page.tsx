import type { Metadata } from "next";
import { getServerSession } from "next-auth";
import { getTranslations } from "next-intl/server";
import { authOptions } from "@/lib/auth/options";
import { MetricsView } from "./metrics-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("metrics") };
}

/** The layout guards the session; the user id keys the remembered range. */
export default async function MetricsPage() {
  const session = await getServerSession(authOptions());
  return <MetricsView userId={session?.user.id ?? ""} />;
}
