"use client";

import { useTranslations } from "next-intl";
import type { Guide, GuideReason } from "@/lib/schemas/sales";
import { Text } from "@/components/ui/text";
import { stack } from "@/components/ui/stack";

/** Every reason the action guide knows, in its order; the ones this sale cannot use stay visible, disabled, with why. */
export const ALL_REASONS = ["REQUEST_VARIANTS", "REQUEST_BILLING_INFO", "SEND_INVOICE_LINK", "DELIVERY_PROMISE", "OTHER"] as const;
export type ReasonId = (typeof ALL_REASONS)[number];

/**
 * Why this sale cannot use a reason, or null. The marketplace offers a delivery promise on every Flex sale,
 * delivered or not; once delivered there is nothing left to promise, so we do not offer it.
 */
export function whyDisabled(reason: GuideReason | undefined, shipmentStatus: string | null): string | null {
  if (!reason) return "notOffered";
  if (!reason.enabled) return "blocked";
  if (reason.id === "DELIVERY_PROMISE" && shipmentStatus === "delivered") return "delivered";
  if (reason.capAvailable <= 0) return "capSpent";
  return null;
}

export function ReasonPicker({
  guide,
  shipmentStatus,
  value,
  onChange,
}: {
  guide: Guide;
  shipmentStatus: string | null;
  value: ReasonId | null;
  onChange: (id: ReasonId) => void;
}) {
  const t = useTranslations("sales.reasons");
  return (
    <fieldset className={stack({ gap: 2 })}>
      <legend className="mb-1 font-semibold">{t("legend")}</legend>
      {ALL_REASONS.map((id) => {
        const reason = guide.reasons.find((r) => r.id === id);
        const why = whyDisabled(reason, shipmentStatus);
        return (
          <label
            key={id}
            className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 ${value === id ? "border-accent-strong bg-accent/5" : "border-slate-200"} ${why ? "cursor-not-allowed opacity-70" : ""}`}
          >
            <input
              type="radio"
              name="reason"
              value={id}
              checked={value === id}
              disabled={why !== null}
              onChange={() => onChange(id)}
              className="mt-1 size-4"
            />
            <span className="flex flex-1 flex-col">
              <span className="flex items-center justify-between gap-2 font-medium">
                {t(`names.${id}`)}
                <Text as="span" variant="caption" className="font-normal whitespace-nowrap tabular-nums">
                  {reason ? t("capLeft", { count: reason.capAvailable }) : ""}
                </Text>
              </span>
              {why && (
                <Text as="span" variant="caption">
                  {why === "notOffered" ? t(`notOffered.${id}`) : t(why)}
                </Text>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
