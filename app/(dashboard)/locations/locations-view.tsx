"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { LocationPicker, type LocationPlace } from "@/components/catalog/location-picker";
import { NotFoundState } from "@/components/patterns/not-found-state";
import { PageHeader } from "@/components/patterns/page-header";
import { useKeepAccount } from "@/components/shell/account-context";

const KINDS = ["country", "state", "city", "neighborhood"] as const;
/** What the API accepts as a location id (lib/schemas/locations.ts). */
const LOCATION_ID = /^[A-Za-z0-9_-]{2,64}$/;

/**
 * The place in the URL (`?kind=state&place=<id>`), as the category browser keeps its category: each step
 * down is a history entry, so Back goes up one level, a reload stays, and a place can be shared as a link.
 * No parameters: the countries. Parameters that name no place: not found, with the way back.
 */
function placeOf(params: URLSearchParams): LocationPlace | "invalid" {
  const kind = params.get("kind");
  const id = params.get("place");
  if (kind === null && id === null) return null;
  const level = KINDS.find((k) => k === kind);
  return level && id && LOCATION_ID.test(id) ? { kind: level, id } : "invalid";
}

/**
 * Country → state → city → neighbourhood, with names, ids, geo information and time zone. The picker
 * applies the listing rule: it returns a neighbourhood, or a city without neighbourhoods, never a state.
 */
export function LocationsView() {
  const t = useTranslations("catalog.locations");
  const params = useSearchParams();
  const router = useRouter();
  const keepAccount = useKeepAccount();
  const pathname = usePathname();
  const place = placeOf(params);
  const navigate = useCallback(
    (to: LocationPlace) =>
      router.push(keepAccount(to ? `${pathname}?${new URLSearchParams({ kind: to.kind, place: to.id })}` : pathname), { scroll: false }),
    [pathname, router, keepAccount],
  );
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      {place === "invalid" ? (
        <NotFoundState title={t("notFound")} back={{ href: pathname, label: t("countries") }} />
      ) : (
        <LocationPicker mode="listing" place={place} onNavigate={navigate} />
      )}
    </div>
  );
}
