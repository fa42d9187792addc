import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RepliesView } from "./replies-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("questions.replies"))("title") };
}

export default function SavedRepliesPage() {
  return <RepliesView />;
}
