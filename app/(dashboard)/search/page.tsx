import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { SearchView } from "./search-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("search") };
}

/** The layout guards the session; everything else lives in the URL (shareable searches). */
export default function SearchPage() {
  return (
    <Suspense>
      <SearchView />
    </Suspense>
  );
}
