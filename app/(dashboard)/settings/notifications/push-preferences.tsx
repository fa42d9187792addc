"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { stack } from "@/components/ui/stack";
import { deviceTimeZone } from "@/lib/push/browser";
import { useUpdateDevice } from "@/lib/queries/push";
import type { PushDevice, PushPreferences } from "@/lib/schemas/push";

/** One choice: the whole row is the label, so the tap target is the row (44 px tall), not the small track. */
function Toggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center justify-between gap-3 text-sm">
      {label}
      <Switch checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </label>
  );
}

/** What reaches this device (new questions, only mine, buyer messages) and its quiet hours, saved together. */
export function PushPreferencesForm({ device }: { device: PushDevice }) {
  const t = useTranslations("push.device");
  const locale = useLocale();
  const update = useUpdateDevice();
  const [prefs, setPrefs] = useState<PushPreferences>({ ...device, timeZone: deviceTimeZone() });
  const [quiet, setQuiet] = useState(Boolean(device.quietStart && device.quietEnd));
  const [from, setFrom] = useState(device.quietStart ?? "22:00");
  const [to, setTo] = useState(device.quietEnd ?? "07:00");
  const ids = { from: useId(), to: useId() };
  const set = (change: Partial<PushPreferences>) => {
    update.reset();
    setPrefs((p) => ({ ...p, ...change }));
  };
  const save = () =>
    update.mutate({ ...prefs, quietStart: quiet ? from : null, quietEnd: quiet ? to : null, endpoint: device.endpoint, locale });

  return (
    <form
      className={stack({ gap: 4 })}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <fieldset className={stack({ gap: 1 })}>
        <legend className="mb-1 font-medium">{t("whatTitle")}</legend>
        <Toggle label={t("newQuestions")} checked={prefs.newQuestions} onChange={(v) => set({ newQuestions: v })} />
        <Toggle
          label={t("onlyAssigned")}
          checked={prefs.onlyAssigned}
          disabled={!prefs.newQuestions}
          onChange={(v) => set({ onlyAssigned: v })}
        />
        <Toggle label={t("buyerReplies")} checked={prefs.buyerReplies} onChange={(v) => set({ buyerReplies: v })} />
      </fieldset>
      <fieldset className={stack({ gap: 1 })}>
        <legend className="mb-1 font-medium">{t("quietTitle")}</legend>
        <p className="text-sm text-slate-700">{t("quietHelp", { zone: prefs.timeZone })}</p>
        <Toggle
          label={t("quietEnabled")}
          checked={quiet}
          onChange={(v) => {
            update.reset();
            setQuiet(v);
          }}
        />
        {quiet && (
          <div className="flex flex-wrap gap-3">
            <div className={stack({ gap: 1 })}>
              <label htmlFor={ids.from} className="text-sm">
                {t("quietFrom")}
              </label>
              <Input id={ids.from} type="time" required value={from} onChange={(e) => setFrom(e.target.value)} className="w-36" />
            </div>
            <div className={stack({ gap: 1 })}>
              <label htmlFor={ids.to} className="text-sm">
                {t("quietTo")}
              </label>
              <Input id={ids.to} type="time" required value={to} onChange={(e) => setTo(e.target.value)} className="w-36" />
            </div>
          </div>
        )}
      </fieldset>
      {update.isError && <Alert tone="danger">{t("saveError")}</Alert>}
      <div className="flex items-center gap-3">
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? t("saving") : t("save")}
        </Button>
        {update.isSuccess && (
          <span role="status" className="text-sm text-slate-700">
            {t("saved")}
          </span>
        )}
      </div>
    </form>
  );
}
