import type { Metadata } from "next";
import { getServerSession } from "next-auth";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { authOptions } from "@/lib/auth/options";
import { QuestionsView } from "./questions-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("questions") };
}

/** The layout already guards the session; the page only needs who I am for "assign to me" and presence. */
export default async function QuestionsPage() {
  const session = await getServerSession(authOptions());
  return (
    <Suspense>
      <QuestionsView myUserId={session?.user.id ?? ""} />
    </Suspense>
  );
}
