import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HealthView } from "./health-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("health"))("title") };
}

/** The layout guards the session. */
export default function HealthPage() {
  return <HealthView />;
}
