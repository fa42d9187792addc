import type { useTranslations } from "next-intl";

type Translate = ReturnType<typeof useTranslations>;

/** The shipment status in words (t: "sales"); a status the marketplace adds later reads as "unknown". */
export function shipmentStatusText(t: Translate, status: string | null): string {
  const key = `shipment.${status ?? "unknown"}`;
  return t.has(key) ? t(key) : t("shipment.unknown");
}

/** The shipment substatus in words (t: "sales"), or null when we have none: never shown as a code. */
export function shipmentSubstatusText(t: Translate, substatus: string | null): string | null {
  const key = `shipmentSubstatus.${substatus}`;
  return substatus && t.has(key) ? t(key) : null;
}

/** Why the marketplace moderated a message (t: "sales.timeline"); a code without words is shown as sent. */
export function moderationReasonText(t: Translate, code: string | null): string {
  const reason = code ?? "unknown";
  return t.has(`reasons.${reason}`) ? t(`reasons.${reason}`) : reason;
}
