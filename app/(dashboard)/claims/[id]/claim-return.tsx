"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { Section } from "@/components/patterns/section";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/control";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Text } from "@/components/ui/text";
import { cn } from "@/lib/cn";
import { formatDate, formatMoney } from "@/lib/format";
import { useReviewReturn } from "@/lib/queries/claims";
import { attachmentProblem, safeAttachmentName, type AttachmentType } from "@/lib/schemas/claim-attachments";
import type { ClaimPage } from "@/lib/schemas/claim-page";

type Photo = { name: string; file: File };

/** The claim's return: where it stands, where the item goes, the money and the cost; the review when offered. */
export function ClaimReturn({ page, canAct }: { page: ClaimPage; canAct: boolean }) {
  const t = useTranslations("claims.page.return");
  const locale = useLocale();
  const ret = page.return;
  if (!ret) return null;
  const offered = new Set(page.claim.actions.map((a) => a.action));
  const canReview = canAct && (offered.has("return_review_ok") || offered.has("return_review_fail"));
  return (
    <Section title={t("title")}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t("status")}</dt>
        <dd data-testid="return-status">
          {t.has(`statuses.${ret.status}`) ? t(`statuses.${ret.status}` as "statuses.delivered") : ret.status}
        </dd>
        {ret.destination && (
          <>
            <dt className="font-medium">{t("destination")}</dt>
            <dd>
              {t.has(`destinations.${ret.destination}`)
                ? t(`destinations.${ret.destination}` as "destinations.seller_address")
                : ret.destination}
            </dd>
          </>
        )}
        <dt className="font-medium">{t("money")}</dt>
        <dd>
          {ret.moneyReleaseAt
            ? t("moneyRelease", { when: formatDate(ret.moneyReleaseAt, page.siteId, locale, "date-time") })
            : (ret.moneyStatus ?? "—")}
        </dd>
        <dt className="font-medium">{t("cost")}</dt>
        <dd>{ret.cost ? formatMoney(ret.cost.amount, page.siteId, locale, { currency: ret.cost.currencyId }) : "—"}</dd>
        {ret.reviewStatus && (
          <>
            <dt className="font-medium">{t("review")}</dt>
            <dd>{ret.reviewStatus}</dd>
          </>
        )}
      </dl>
      {canReview && <ReviewForm page={page} canFail={offered.has("return_review_fail")} canPass={offered.has("return_review_ok")} />}
    </Section>
  );
}

function ReviewForm({ page, canPass, canFail }: { page: ClaimPage; canPass: boolean; canFail: boolean }) {
  const t = useTranslations("claims.page.return");
  const review = useReviewReturn(page.claim.id);
  const reasons = page.return?.reviewReasons ?? [];
  const [verdict, setVerdict] = useState<"ok" | "problem">(canPass ? "ok" : "problem");
  const [reason, setReason] = useState(reasons[0]?.id ?? "");
  const [message, setMessage] = useState("");
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const needsPhotos = reasons.find((r) => r.id === reason)?.needsPhotos ?? false;
  const ready = verdict === "ok" || (reason !== "" && message.trim() !== "" && (!needsPhotos || photos.length > 0));

  const addPhotos = (files: FileList | null) => {
    setPhotoError(null);
    const next: Photo[] = [];
    for (const file of Array.from(files ?? [])) {
      const name =
        file.type in { "image/jpeg": 1, "image/png": 1, "application/pdf": 1 }
          ? safeAttachmentName(file.name, file.type as AttachmentType)
          : file.name;
      const problem = attachmentProblem({ name, type: file.type, size: file.size });
      if (problem) setPhotoError(t(`photoProblem.${problem}`, { name: file.name }));
      else next.push({ name, file });
    }
    setPhotos((p) => [...p, ...next]);
  };

  return (
    <form
      className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready || review.isPending) return;
        review.mutate(verdict === "ok" ? { ok: true } : { ok: false, reason, message: message.trim(), photos });
      }}
    >
      <fieldset>
        <legend className="font-medium">{t("reviewTitle")}</legend>
        <RadioGroup value={verdict} onValueChange={(v) => setVerdict(v as "ok" | "problem")} className="mt-1 flex flex-col gap-1">
          {canPass && <RadioGroupItem value="ok" label={t("arrivedFine")} description={t("arrivedFineHint")} />}
          {canFail && <RadioGroupItem value="problem" label={t("problem")} description={t("problemHint")} />}
        </RadioGroup>
      </fieldset>
      {verdict === "problem" && (
        <>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t("reason")}
            <select value={reason} onChange={(e) => setReason(e.target.value)} className={cn(controlClass, "min-h-11")}>
              {reasons.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name ?? r.id}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t("message")}
            <textarea
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              rows={3}
              className={cn(controlClass, "min-h-24 p-3 text-base")}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {needsPhotos ? t("photosRequired") : t("photos")}
            <input
              type="file"
              multiple
              accept="image/jpeg,image/png,application/pdf"
              onChange={(e) => addPhotos(e.target.files)}
              className="min-h-11 text-sm"
              data-testid="return-photos"
            />
          </label>
          {photoError && (
            <p role="alert" className="text-sm text-red-800">
              {photoError}
            </p>
          )}
          {photos.length > 0 && (
            <ul className="flex flex-col gap-1 text-sm">
              {photos.map((p, i) => (
                <li key={`${p.name}-${i}`} className="flex items-center justify-between gap-2">
                  {p.name}
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    className="min-h-11"
                    onClick={() => setPhotos((all) => all.filter((_, j) => j !== i))}
                  >
                    {t("removePhoto")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {review.isError && <ErrorState error={review.error} />}
      {review.isSuccess && (
        <Text role="status" className="text-emerald-900">
          {t("reviewed")}
        </Text>
      )}
      <Button type="submit" className="min-h-11 self-start" disabled={!ready} loading={review.isPending}>
        {t("send")}
      </Button>
    </form>
  );
}
