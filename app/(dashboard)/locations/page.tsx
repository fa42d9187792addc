import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LocationsView } from "./locations-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("nav"))("locations") };
}

export default function LocationsPage() {
  return <LocationsView />;
}
