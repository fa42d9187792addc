"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { ErrorState } from "@/components/patterns/error-state";
import { Section } from "@/components/patterns/section";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useShippingCalculator } from "@/lib/queries/shipping";
import { CalculatorResult } from "./calculator-result";
import { NewItemForm } from "./new-item-form";
import { emptyPackage, PackageFields, packageSchema } from "./package-fields";
import { listingIdSchema } from "@/lib/schemas/ids";
import { useMediaQuery } from "@/lib/use-media-query";
import { stack } from "@/components/ui/stack";

const packageFormSchema = z.object({ pkg: packageSchema() });
// Empty or malformed, the one text: what an item id looks like (shipping.calculator.itemIdInvalid).
const itemFormSchema = z.object({ itemId: listingIdSchema });

// Phones: one mode per line, left-aligned like a list of choices; from sm, the segmented control on one line.
const modeTab = "justify-start py-1 text-left leading-tight whitespace-normal sm:justify-center sm:text-center sm:whitespace-nowrap";

/** The three ways to ask: a package, one of the seller's items, an item not listed yet. Bad input never leaves the page. */
export function CalculatorView({ siteId }: { siteId: string }) {
  const t = useTranslations("shipping.calculator");
  // The last question asked: one request per distinct question (a second click on the same one is
  // answered from the cache), and a reply never lands on a newer question's screen.
  const [asked, setAsked] = useState<Record<string, string> | null>(null);
  const calc = useShippingCalculator(asked);
  const busy = calc.isFetching;
  const wide = useMediaQuery("(min-width: 40rem)"); // Tailwind's sm: the modes side by side
  const pkgForm = useZodForm(packageFormSchema, { pkg: emptyPackage });
  const itemForm = useZodForm(itemFormSchema, { itemId: "" });

  return (
    <Section title={t("title")} description={t("description")}>
      <Tabs defaultValue="package" orientation={wide ? "horizontal" : "vertical"} onValueChange={() => setAsked(null)}>
        {/*
          Three modes: on a phone, stacked full width, each name whole on its line in every language (three
          columns wrapped "For an item not listed yet" over three lines); never one hidden off-screen. Stacked,
          the arrow keys that move between them are up and down.
        */}
        <TabsList className="grid w-full grid-cols-1 sm:inline-flex sm:w-auto">
          <TabsTrigger value="package" className={modeTab}>
            {t("byPackage")}
          </TabsTrigger>
          <TabsTrigger value="item" className={modeTab}>
            {t("byItem")}
          </TabsTrigger>
          <TabsTrigger value="new_item" className={modeTab}>
            {t("byNewItem")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="package" className="pt-4">
          <form noValidate onSubmit={pkgForm.handleSubmit(({ pkg }) => setAsked({ by: "package", ...pkg }))} className={stack({ gap: 4 })}>
            <PackageFields register={(key) => pkgForm.register(`pkg.${key}`)} errors={pkgForm.formState.errors.pkg} />
            <Button type="submit" className="self-start" loading={busy}>
              {t("calculate")}
            </Button>
          </form>
        </TabsContent>
        <TabsContent value="item" className="pt-4">
          <form
            noValidate
            onSubmit={itemForm.handleSubmit(({ itemId }) => setAsked({ by: "item", itemId }))}
            className="flex flex-col gap-4 sm:max-w-sm"
          >
            <Field label={t("itemId")} error={itemForm.formState.errors.itemId ? t("itemIdInvalid") : undefined} required>
              <Controller
                control={itemForm.control}
                name="itemId"
                render={({ field }) => (
                  <Input {...field} onChange={(e) => field.onChange(e.target.value.toUpperCase())} placeholder={`${siteId}1234567890`} />
                )}
              />
            </Field>
            <Button type="submit" className="self-start" loading={busy}>
              {t("calculate")}
            </Button>
          </form>
        </TabsContent>
        <TabsContent value="new_item" className="pt-4">
          <NewItemForm siteId={siteId} busy={busy} onSubmit={(params) => setAsked({ by: "new_item", ...params })} />
        </TabsContent>
      </Tabs>
      <div className="mt-4" aria-live="polite" aria-busy={busy}>
        {asked && calc.isError ? <ErrorState error={calc.error} onRetry={() => calc.refetch()} /> : null}
        {asked && calc.data && <CalculatorResult result={calc.data} siteId={siteId} />}
      </div>
    </Section>
  );
}
