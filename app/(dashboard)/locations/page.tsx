import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { LocationsView } from "./locations-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("locations") };
}

/** The layout guards the session; the place shown is a URL parameter (Back goes up a level, a reload stays). */
export default function LocationsPage() {
  return (
    <Suspense>
      <LocationsView />
    </Suspense>
  );
}
