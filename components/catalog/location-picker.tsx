"use client";

import { CheckCircle2, MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { NotFoundState } from "@/components/patterns/not-found-state";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useLocation, type LocationKind } from "@/lib/queries/locations";
import type { LocationNode } from "@/lib/schemas/locations";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Heading, Text } from "@/components/ui/text";
import { cluster, stack } from "@/components/ui/stack";
import { WaitingOnMarketplace } from "@/components/patterns/waiting-on-marketplace";

const CHILD: Record<LocationKind, LocationKind | null> = {
  countries: "country",
  country: "state",
  state: "city",
  city: "neighborhood",
  neighborhood: null,
};

export type LocationStep = { kind: LocationKind; id: string | null; name: string };
/** A place to show, as the URL names it (no name: the picker reads it). Null: the list of countries. */
export type LocationPlace = { kind: Exclude<LocationKind, "countries">; id: string } | null;

/** The levels below the countries, top down: a node's `parents` are these, in this order. */
const LEVELS = ["country", "state", "city", "neighborhood"] as const;
export type PickedPlace = { kind: "city" | "neighborhood"; id: string; name: string; latitude: number | null; longitude: number | null };

/**
 * What each use may pick. `listing`: the marketplace's rule for a listing's location, a neighbourhood
 * or a city without neighbourhoods. `area`: the centre of an area search, any city or neighbourhood
 * with coordinates. Neither ever returns a state or a country.
 */
const ACCEPTS = {
  listing: (kind: LocationKind, node: LocationNode) => kind === "neighborhood" || (kind === "city" && node.children.length === 0),
  area: (kind: LocationKind, node: LocationNode) => (kind === "city" || kind === "neighborhood") && node.latitude !== null,
};

/**
 * Country → state → city → neighbourhood, one level at a time, with names, ids, geo information and
 * time zone. `listing` shows the id to send; `area` offers "Use this place" (`onPick`).
 *
 * The place is the picker's own state, unless `place` and `onNavigate` are given: then the page keeps it
 * (in its URL, so Back goes up a level and a reload stays), and the trail is read from the node's parents.
 */
export function LocationPicker({
  mode,
  start,
  onPick,
  headingLevel = 2,
  place,
  onNavigate,
}: {
  mode: "listing" | "area";
  start?: LocationStep[];
  onPick?: (place: PickedPlace) => void;
  headingLevel?: 2 | 3;
  place?: LocationPlace;
  onNavigate?: (place: LocationPlace) => void;
}) {
  const t = useTranslations("catalog.locations");
  const root: LocationStep = { kind: "countries", id: null, name: t("countries") };
  const [ownTrail, setOwnTrail] = useState<LocationStep[]>(start ?? [root]);
  const controlled = onNavigate !== undefined;
  const current: LocationStep = controlled ? (place ? { ...place, name: "" } : root) : ownTrail[ownTrail.length - 1]!;
  const node = useLocation(current.kind, current.id);
  // The trail of the step just taken, until the node (and its parents) has been read.
  const [taken, setTaken] = useState<LocationStep[] | null>(null);
  // Controlled: the countries, the node's parents (one per level above it) and the node, once it is read.
  const trail: LocationStep[] = !controlled
    ? ownTrail
    : !place
      ? [root]
      : !node.data && taken?.at(-1)?.id === place.id
        ? taken
        : [
            root,
            ...(node.data?.parents ?? [])
              .slice(0, LEVELS.indexOf(place.kind))
              .map((p, i) => ({ kind: LEVELS[i]!, id: p.id, name: p.name })),
            { ...current, name: node.data?.name ?? "…" },
          ];
  const go = (to: LocationStep[]) => {
    if (!controlled) return setOwnTrail(to);
    const last = to[to.length - 1]!;
    setTaken(to);
    onNavigate(last.kind === "countries" || !last.id ? null : { kind: last.kind, id: last.id });
  };
  const childKind = CHILD[current.kind];
  const accepted = node.data ? ACCEPTS[mode](current.kind, node.data) : false;
  const H = headingLevel === 2 ? "h2" : "h3";
  const refusal =
    !node.data || accepted || current.kind === "countries"
      ? null
      : current.kind === "city"
        ? t("cityHasNeighborhoods")
        : mode === "area"
          ? t("areaNeedsCity")
          : t("stateNotAllowed");
  return (
    <div className={stack({ gap: 4 })}>
      {trail.length > 1 && (
        <nav aria-label={t("trail")} className="text-sm">
          <ol className="flex flex-wrap items-center gap-1 text-slate-600">
            {trail.map((step, i) => (
              <li key={`${step.kind}-${step.id}`} className="flex items-center gap-1">
                {i > 0 && <span aria-hidden>›</span>}
                {i === trail.length - 1 ? (
                  <Text as="span" variant="strong" aria-current="page">
                    {step.name}
                  </Text>
                ) : (
                  <button
                    type="button"
                    className="min-h-11 min-w-11 underline-offset-2 hover:underline md:min-h-0 md:min-w-0"
                    onClick={() => go(trail.slice(0, i + 1))}
                  >
                    {step.name}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {node.error instanceof ApiRequestError && node.error.status === 404 ? (
        <NotFoundState title={t("notFound")} back={{ onClick: () => go([root]), label: t("countries") }} />
      ) : node.isError ? (
        <ErrorState error={node.error} onRetry={() => node.refetch()} />
      ) : !node.data ? (
        <WaitingOnMarketplace className="h-48 w-full" />
      ) : (
        <>
          {current.kind !== "countries" && (
            <section aria-labelledby="place" className={cn(cardClass, "p-4 text-sm")}>
              <Heading as={H} variant="title" id="place" className="mb-2">
                {node.data.name}
              </Heading>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
                <dt className="text-slate-600">{t("id")}</dt>
                <dd className="font-mono break-all text-slate-900">{node.data.id}</dd>
                <dt className="text-slate-600">{t("kind")}</dt>
                <dd className="text-slate-900">{t(`kinds.${current.kind}`)}</dd>
                {node.data.latitude !== null && (
                  <>
                    <dt className="text-slate-600">{t("geo")}</dt>
                    <dd className="text-slate-900 tabular-nums">
                      {node.data.latitude.toFixed(4)}, {node.data.longitude?.toFixed(4)}
                    </dd>
                  </>
                )}
                {node.data.timeZone && (
                  <>
                    <dt className="text-slate-600">{t("timeZone")}</dt>
                    <dd className="text-slate-900">{node.data.timeZone}</dd>
                  </>
                )}
              </dl>
            </section>
          )}
          {refusal && (
            <Alert tone="info" title={t("notYet")}>
              <p>{refusal}</p>
            </Alert>
          )}
          {accepted && mode === "listing" && (
            <Alert tone="success" title={t("pickedTitle")}>
              <p className={cluster({ wrap: false, align: "center" })}>
                <CheckCircle2 aria-hidden className="size-4 shrink-0" />
                {t("picked", { name: node.data.name ?? "", id: node.data.id ?? "" })}
              </p>
              <output aria-label={t("idToSend")} className="mt-1 block font-mono font-semibold">
                {node.data.id}
              </output>
            </Alert>
          )}
          {accepted && mode === "area" && onPick && (
            <Button
              className="self-start"
              onClick={() =>
                onPick({
                  kind: current.kind as PickedPlace["kind"],
                  id: node.data.id!,
                  name: node.data.name ?? current.name,
                  latitude: node.data.latitude,
                  longitude: node.data.longitude,
                })
              }
            >
              <CheckCircle2 aria-hidden />
              {t("usePlace", { name: node.data.name ?? current.name })}
            </Button>
          )}
          {childKind && node.data.children.length > 0 && (
            <section aria-labelledby="children" className={cn(cardClass, "p-4")}>
              <Heading as={H} id="children" className="mb-2">
                {t(`children.${childKind}`)}
              </Heading>
              <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
                {node.data.children.map((c) => (
                  <li key={c.id}>
                    <Button
                      variant="ghost"
                      className="w-full justify-start"
                      onClick={() => go([...trail, { kind: childKind, id: c.id, name: c.name }])}
                    >
                      <MapPin aria-hidden />
                      <span className="truncate">{c.name}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
