"use client";

import { MapPin, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { LocationPicker, type PickedPlace } from "@/components/catalog/location-picker";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { AREA_RADII_KM, areaBox, parseArea } from "@/lib/catalog/area-box";
import { useLocation } from "@/lib/queries/locations";
import { siteInfo } from "@/lib/sites";

type Change = (changes: Record<string, string | null>) => void;
const DEFAULT_RADIUS = 5;

/**
 * Real-estate and vehicle search by area: a city or neighbourhood picked from the marketplace's
 * locations (the same picker as /locations) and a radius become `item_location` latitude and longitude
 * ranges. The URL keeps the box (what the marketplace reads) and `area` + `radius` (what the page shows).
 */
export function SearchArea({ params, site, onChange }: { params: URLSearchParams; site: string | null; onChange: Change }) {
  const t = useTranslations("catalog.search");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const area = parseArea(params.get("area"));
  const radius = Number(params.get("radius")) || DEFAULT_RADIUS;
  const place = useLocation(area?.kind ?? "city", area?.id ?? null);
  const custom = !area && params.has("item_location");
  const apply = (p: Pick<PickedPlace, "kind" | "id" | "latitude" | "longitude">, km: number) => {
    if (p.latitude === null || p.longitude === null) return;
    onChange({ item_location: areaBox(p.latitude, p.longitude, km), area: `${p.kind}:${p.id}`, radius: String(km) });
  };
  const countryId = siteInfo(site ?? "MLA").countryId;
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(countryId) ?? countryId;
  // A place the marketplace no longer knows (an old link, a removed neighbourhood) says so; the clear button stays.
  const shown = area ? (place.data?.name ?? (place.isError ? t("areaNotFound") : "…")) : custom ? t("areaCustom") : t("areaAnywhere");

  return (
    <div className="grid grid-cols-[1fr_7rem] items-start gap-2">
      <Field label={t("area")} hint={t("areaHint")}>
        <div className="flex gap-1">
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="secondary" className="min-w-0 flex-1 justify-start font-normal" aria-label={`${t("area")}: ${shown}`}>
                <MapPin aria-hidden />
                <span className="truncate">{shown}</span>
              </Button>
            </DialogTrigger>
            <DialogContent className="w-[min(94vw,48rem)]">
              <DialogHeader>
                <DialogTitle>{t("areaTitle")}</DialogTitle>
                <DialogDescription>{t("areaDescription")}</DialogDescription>
              </DialogHeader>
              <LocationPicker
                key={site}
                mode="area"
                headingLevel={3}
                start={[
                  { kind: "countries", id: null, name: t("areaCountries") },
                  { kind: "country", id: countryId, name: country },
                ]}
                onPick={(p) => {
                  apply(p, radius);
                  setOpen(false);
                }}
              />
            </DialogContent>
          </Dialog>
          {(area || custom) && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("areaClear")}
              onClick={() => onChange({ item_location: null, area: null, radius: null })}
            >
              <X aria-hidden />
            </Button>
          )}
        </div>
      </Field>
      <Field label={t("radius")}>
        <Select
          options={AREA_RADII_KM.map((km) => ({ value: String(km), label: t("radiusKm", { km }) }))}
          value={String(radius)}
          disabled={!area || !place.data}
          onValueChange={(v) =>
            place.data &&
            area &&
            apply({ kind: area.kind, id: area.id, latitude: place.data.latitude, longitude: place.data.longitude }, Number(v))
          }
        />
      </Field>
    </div>
  );
}
