"use client";

import { Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText } from "@/components/patterns/explain-error";
import { Button } from "@/components/ui/button";
import { Text } from "@/components/ui/text";
import { cluster, stack } from "@/components/ui/stack";
import { downloadLabel, type LabelFormat as Format } from "@/components/patterns/download-label";
import { ApiRequestError } from "@/lib/queries/fetch-json";

/** The reasons a label_failed answer names (details.failed), when it names any. */
function failedReasons(error: unknown): string[] {
  if (!(error instanceof ApiRequestError) || error.code !== "label_failed") return [];
  const failed = (error.details as { failed?: Array<{ reason?: unknown }> } | undefined)?.failed;
  return Array.isArray(failed) ? failed.map((f) => (typeof f.reason === "string" ? f.reason : "")).filter(Boolean) : [];
}

/**
 * The label buttons. Downloading a label can mark the shipment as printed on the marketplace (integrators
 * report it, notes §11), so the file is fetched only on the person's click (no link a browser could
 * prefetch, no preview) and the note beside the buttons says so.
 */
export function LabelDownload({ saleId }: { saleId: string }) {
  const t = useTranslations("sales.detail");
  const errorText = useErrorText("sales");
  const [pending, setPending] = useState<Format | null>(null);
  const [error, setError] = useState<unknown>(null);

  const download = async (format: Format) => {
    setPending(format);
    setError(null);
    try {
      await downloadLabel(saleId, format);
    } catch (e) {
      setError(e);
    } finally {
      setPending(null);
    }
  };

  const reasons = failedReasons(error);
  return (
    <div className={stack({ gap: 2 })}>
      <div className={cluster()}>
        {(["pdf", "zpl2"] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            onClick={() => void download(format)}
            loading={pending === format}
            disabled={pending !== null}
            aria-describedby="label-note"
          >
            <Printer aria-hidden className="size-4" /> {t(format === "pdf" ? "labelPdf" : "labelZpl")}
          </Button>
        ))}
      </div>
      <Text id="label-note" variant="caption">
        {t("labelNote")}
      </Text>
      {error !== null && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errorText(error)}
          {reasons.length > 0 && ` ${t("labelReasons", { reasons: reasons.join("; ") })}`}
        </p>
      )}
    </div>
  );
}
