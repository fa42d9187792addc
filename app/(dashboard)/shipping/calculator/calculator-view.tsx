"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { ErrorState } from "@/components/patterns/error-state";
import { Section } from "@/components/patterns/section";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { fetchJson } from "@/lib/queries/fetch-json";
import { calculatorResultSchema } from "@/lib/schemas/shipping";
import { CalculatorResult } from "./calculator-result";
import { NewItemForm } from "./new-item-form";
import { PackageFields, packageErrors, type PackageInput } from "./package-fields";

type Result = z.infer<typeof calculatorResultSchema>;

/** The three ways to ask: a package, one of the seller's items, an item not listed yet. Bad input never leaves the page. */
export function CalculatorView({ siteId }: { siteId: string }) {
  const t = useTranslations("shipping.calculator");
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pkg, setPkg] = useState<PackageInput>({ height: "", width: "", length: "", weight: "" });
  const [pkgTouched, setPkgTouched] = useState(false);
  const [itemId, setItemId] = useState("");
  const [itemTouched, setItemTouched] = useState(false);
  const itemError = itemTouched && !/^[A-Z]{3}\d+$/.test(itemId.trim()) ? t("itemIdInvalid") : undefined;

  async function ask(params: Record<string, string>) {
    setError(null);
    setResult(null);
    try {
      setResult(await fetchJson(`/api/shipping/calculator?${new URLSearchParams(params)}`, calculatorResultSchema));
    } catch (e) {
      setError(e);
    }
  }

  return (
    <Section title={t("title")} description={t("description")}>
      <Tabs defaultValue="package" onValueChange={() => { setResult(null); setError(null); }}>
        {/* Three modes: on a phone they wrap onto two lines rather than hide the third off-screen. */}
        <TabsList className="flex flex-wrap">
          <TabsTrigger value="package">{t("byPackage")}</TabsTrigger>
          <TabsTrigger value="item">{t("byItem")}</TabsTrigger>
          <TabsTrigger value="new_item">{t("byNewItem")}</TabsTrigger>
        </TabsList>
        <TabsContent value="package" className="pt-4">
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setPkgTouched(true);
              if (Object.keys(packageErrors(pkg)).length === 0) void ask({ by: "package", ...pkg });
            }}
            className="flex flex-col gap-4"
          >
            <PackageFields value={pkg} onChange={setPkg} showErrors={pkgTouched} />
            <Button type="submit" className="self-start">{t("calculate")}</Button>
          </form>
        </TabsContent>
        <TabsContent value="item" className="pt-4">
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setItemTouched(true);
              if (/^[A-Z]{3}\d+$/.test(itemId.trim())) void ask({ by: "item", itemId: itemId.trim() });
            }}
            className="flex flex-col gap-4 sm:max-w-sm"
          >
            <Field label={t("itemId")} error={itemError} required>
              <Input value={itemId} onChange={(e) => setItemId(e.target.value.toUpperCase())} placeholder={`${siteId}1234567890`} />
            </Field>
            <Button type="submit" className="self-start">{t("calculate")}</Button>
          </form>
        </TabsContent>
        <TabsContent value="new_item" className="pt-4">
          <NewItemForm siteId={siteId} onSubmit={(params) => ask({ by: "new_item", ...params })} />
        </TabsContent>
      </Tabs>
      <div className="mt-4" aria-live="polite">
        {error ? <ErrorState error={error} /> : null}
        {result && <CalculatorResult result={result} siteId={siteId} />}
      </div>
    </Section>
  );
}
