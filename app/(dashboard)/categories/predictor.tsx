"use client";

import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { ErrorState } from "@/components/patterns/error-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { requiredText, useFormError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { usePredictions } from "@/lib/queries/categories";
import { PREDICT_TITLE_MAX } from "@/lib/schemas/categories";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Heading, Text } from "@/components/ui/text";

const predictSchema = z.object({ title: requiredText(PREDICT_TITLE_MAX) });

/** Type a listing title, get 1–8 ranked predictions with their full path; picking one opens it. */
export function Predictor({ site, onOpen }: { site: string | null; onOpen: (categoryId: string) => void }) {
  const t = useTranslations("catalog.predictor");
  const formError = useFormError();
  const form = useZodForm(predictSchema, { title: "" });
  const [asked, setAsked] = useState("");
  const [limit, setLimit] = useState(4);
  const predictions = usePredictions(site, asked, limit);
  const submit = form.handleSubmit(({ title }) => setAsked(title));
  return (
    <section aria-labelledby="predictor" className={cn(cardClass, "p-4")}>
      <Heading id="predictor" className="mb-3 flex items-center gap-2">
        <Sparkles aria-hidden className="size-4 text-slate-500" />
        {t("title")}
      </Heading>
      <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-start">
        <Field label={t("listingTitle")} required error={formError(form.formState.errors.title, { max: PREDICT_TITLE_MAX })}>
          <Input {...form.register("title")} placeholder={t("placeholder")} autoComplete="off" />
        </Field>
        <Field label={t("howMany")}>
          <Select
            options={[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ value: String(n), label: n }))}
            value={String(limit)}
            onValueChange={(v) => setLimit(Number(v))}
          />
        </Field>
        <Button type="submit" loading={predictions.isFetching} alignToField="sm">
          {t("predict")}
        </Button>
      </form>
      {predictions.isError && <ErrorState error={predictions.error} onRetry={() => predictions.refetch()} className="mt-3" />}
      {predictions.data &&
        asked &&
        (predictions.data.length === 0 ? (
          <Text className="mt-3">{t("none")}</Text>
        ) : (
          <ol aria-label={t("results")} className="mt-3 flex flex-col gap-2">
            {predictions.data.map((p, i) => (
              <li key={`${p.categoryId}-${i}`}>
                <button
                  type="button"
                  onClick={() => onOpen(p.categoryId)}
                  className="flex w-full flex-col gap-1 rounded-xl border border-slate-200 p-3 text-left hover:border-slate-400"
                >
                  <Text as="span" variant="strong" className="text-sm">
                    {i + 1}. {p.categoryName}{" "}
                    <span className="font-normal text-slate-500">
                      ({p.categoryId} · {p.domainName})
                    </span>
                  </Text>
                  <Text as="span" variant="caption">
                    {p.path.map((n) => n.name).join(" › ")}
                  </Text>
                  {p.attributes.length > 0 && (
                    <Text as="span" variant="caption">
                      {p.attributes.map((a) => `${a.name ?? a.id}: ${a.valueName ?? ""}`).join(" · ")}
                    </Text>
                  )}
                </button>
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
