"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { useState } from "react";
import { notificationSettingsSchema } from "@/lib/inbox/notifications/settings-schema";
import { fetchJson } from "@/lib/queries/fetch-json";

const STATUS_STYLE: Record<string, string> = {
  processed: "bg-emerald-50 text-emerald-800",
  pending: "bg-amber-50 text-amber-800",
  ignored: "bg-slate-100 text-slate-700",
  failed: "bg-red-50 text-red-800",
};

export function NotificationsView() {
  const t = useTranslations("live.settings");
  const format = useFormatter();
  // Relative times need a "now" (next-intl logs an error on every render without one); it ticks with the refetch.
  const now = useNow({ updateInterval: 10_000 });
  const [copied, setCopied] = useState(false);
  const { data, isError } = useQuery({
    queryKey: ["settings", "notifications"],
    queryFn: () => fetchJson("/api/settings/notifications", notificationSettingsSchema),
    // Cheap, and the page is about what is arriving right now.
    refetchInterval: 10_000,
  });
  if (isError) return <p role="alert" className="text-red-700">{t("loadError")}</p>;
  if (!data) return <p className="text-slate-600">{t("loading")}</p>;

  const when = (iso: string | null) => (iso ? format.relativeTime(new Date(iso), now) : t("never"));
  const copy = async () => {
    await navigator.clipboard.writeText(data.callbackUrl);
    setCopied(true);
    setTimeout(() => setCopied(false), 2_000);
  };

  return (
    <>
      <section aria-labelledby="callback-title" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="callback-title" className="font-semibold">{t("callbackTitle")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("callbackHelp")}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <code className="min-w-0 flex-1 break-all rounded-lg bg-slate-100 px-3 py-2 text-sm">{data.callbackUrl}</code>
          <button type="button" onClick={copy} className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50">
            {copied ? t("copied") : t("copy")}
          </button>
        </div>
      </section>

      <section aria-labelledby="health-title" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="health-title" className="font-semibold">{t("healthTitle")}</h2>
        <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <Fact label={t("lastNotification")} value={when(data.lastNotificationAt)} />
          <Fact label={t("lastSweep")} value={when(data.lastSweepAt)} />
          <Fact label={t("missedReplayed")} value={format.number(data.missedReplayed)} />
          <Fact label={t("pending")} value={format.number(data.pending)} />
        </dl>
      </section>

      <section aria-labelledby="recent-title" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="recent-title" className="font-semibold">{t("recentTitle")}</h2>
        {data.recent.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t("recentEmpty")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {data.recent.map((n) => (
              <li key={n.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[n.status] ?? ""}`}>{t(`status.${n.status}`)}</span>
                <code className="text-slate-800">{n.resource}</code>
                <span className="text-slate-500">{n.source === "missed_feed" ? t("source.missed") : t("source.callback")}</span>
                <span className="ml-auto text-slate-500">{format.relativeTime(new Date(n.receivedAt), now)}</span>
                {n.lastError && n.status !== "processed" && <span className="w-full text-xs text-slate-500">{n.lastError}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
