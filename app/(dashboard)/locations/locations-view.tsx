"use client";

import { CheckCircle2, MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { PageHeader } from "@/components/patterns/page-header";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useLocation, type LocationKind } from "@/lib/queries/locations";

const CHILD: Record<LocationKind, LocationKind | null> = { countries: "country", country: "state", state: "city", city: "neighborhood", neighborhood: null };

type Step = { kind: LocationKind; id: string | null; name: string };

/**
 * Country → state → city → neighbourhood, with names, ids, geo information and time zone. The picker
 * applies the listing rule: it returns a neighbourhood, or a city without neighbourhoods, never a state.
 */
export function LocationsView() {
  const t = useTranslations("catalog.locations");
  const [trail, setTrail] = useState<Step[]>([{ kind: "countries", id: null, name: t("countries") }]);
  const current = trail[trail.length - 1]!;
  const node = useLocation(current.kind, current.id);
  const childKind = CHILD[current.kind];
  // The listing rule: a neighbourhood, or a city that has none. A state or a country is never an answer.
  const listable = node.data && (current.kind === "neighborhood" || (current.kind === "city" && node.data.children.length === 0));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <nav aria-label={t("trail")} className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-slate-600">
          {trail.map((step, i) => (
            <li key={`${step.kind}-${step.id}`} className="flex items-center gap-1">
              {i > 0 && <span aria-hidden>›</span>}
              {i === trail.length - 1 ? (
                <span aria-current="page" className="font-semibold text-slate-900">{step.name}</span>
              ) : (
                <button type="button" className="hover:underline" onClick={() => setTrail(trail.slice(0, i + 1))}>{step.name}</button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {node.isError ? (
        <ErrorState error={node.error} onRetry={() => node.refetch()} />
      ) : !node.data ? (
        <Skeleton aria-busy className="h-48 w-full" />
      ) : (
        <>
          {current.kind !== "countries" && (
            <section aria-labelledby="place" className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
              <h2 id="place" className="mb-2 text-lg font-semibold text-slate-900">{node.data.name}</h2>
              <dl className="grid gap-1 sm:grid-cols-2">
                <dt className="text-slate-600">{t("id")}</dt>
                <dd className="font-mono text-slate-900">{node.data.id}</dd>
                <dt className="text-slate-600">{t("kind")}</dt>
                <dd className="text-slate-900">{t(`kinds.${current.kind}`)}</dd>
                {node.data.latitude !== null && (
                  <>
                    <dt className="text-slate-600">{t("geo")}</dt>
                    <dd className="text-slate-900 tabular-nums">{node.data.latitude.toFixed(4)}, {node.data.longitude?.toFixed(4)}</dd>
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
          {current.kind === "state" || current.kind === "country" || current.kind === "countries" || (current.kind === "city" && node.data.children.length > 0) ? (
            current.kind !== "countries" && (
              <Alert tone="info" title={t("notYet")}>
                <p>{current.kind === "city" ? t("cityHasNeighborhoods") : t("stateNotAllowed")}</p>
              </Alert>
            )
          ) : null}
          {listable && (
            <Alert tone="success" title={t("pickedTitle")}>
              <p className="flex items-center gap-2">
                <CheckCircle2 aria-hidden className="size-4" />
                {t("picked", { name: node.data.name ?? "", id: node.data.id ?? "" })}
              </p>
              <output aria-label={t("idToSend")} className="mt-1 block font-mono font-semibold">{node.data.id}</output>
            </Alert>
          )}
          {childKind && node.data.children.length > 0 && (
            <section aria-labelledby="children" className="rounded-2xl border border-slate-200 bg-white p-4">
              <h2 id="children" className="mb-2 font-semibold text-slate-900">{t(`children.${childKind}`)}</h2>
              <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
                {node.data.children.map((c) => (
                  <li key={c.id}>
                    <Button variant="ghost" className="w-full justify-start" onClick={() => setTrail([...trail, { kind: childKind, id: c.id, name: c.name }])}>
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
