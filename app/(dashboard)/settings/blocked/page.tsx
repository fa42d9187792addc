import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BlockedView } from "./blocked-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("questions.blocked"))("title") };
}

export default function BlockedUsersPage() {
  return <BlockedView />;
}
