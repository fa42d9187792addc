"use client";

import { useLocale, useTranslations } from "next-intl";
import { Section } from "@/components/patterns/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Text } from "@/components/ui/text";
import { formatRelative } from "@/lib/format";
import { useRemoveDevice } from "@/lib/queries/push";
import type { PushDevice } from "@/lib/schemas/push";

/** The member's devices that receive notifications in this account, each removable. */
export function PushDevicesList({ devices, thisEndpoint }: { devices: PushDevice[]; thisEndpoint: string | null }) {
  const t = useTranslations("push.devices");
  const locale = useLocale();
  const remove = useRemoveDevice();
  return (
    <Section title={t("title")} description={t("intro")}>
      {devices.length === 0 ? (
        <Text>{t("empty")}</Text>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="push-devices">
          {devices.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="flex items-center gap-2 font-medium">
                  {d.label}
                  {d.endpoint === thisEndpoint && <Badge tone="info">{t("thisDevice")}</Badge>}
                </span>
                <span className="text-sm text-slate-700">
                  {t("added", { when: formatRelative(d.createdAt, locale) })}
                  {d.lastSuccessAt && ` · ${t("lastDelivered", { when: formatRelative(d.lastSuccessAt, locale) })}`}
                </span>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t("removeLabel", { device: d.label })}
                loading={remove.isPending && remove.variables === d.id}
                onClick={() => remove.mutate(d.id)}
              >
                {t("remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
