"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Text } from "@/components/ui/text";
import { readAmount } from "@/lib/listing/bulk/read-amount";
import type { BulkSource } from "./bulk-edit";

/**
 * One change for the selected rows: a new stock and/or price, or pause. The values are kept while the
 * seller checks the preflight (nothing typed is lost); the preflight decides each listing on its own.
 */
export function BulkSelectionBar({
  itemIds,
  onCheck,
  onClear,
}: {
  itemIds: string[];
  onCheck: (s: BulkSource) => void;
  onClear: () => void;
}) {
  const t = useTranslations("listings.bulk");
  const [stock, setStock] = useState("");
  const [price, setPrice] = useState("");
  const [pause, setPause] = useState(false);
  const ids = { stock: useId(), price: useId(), pause: useId() };
  const stockValue = stock.trim() === "" ? undefined : Number(stock);
  const priceValue = price.trim() === "" ? undefined : (readAmount(price) ?? Number.NaN);
  const invalid =
    (stockValue !== undefined && (!Number.isInteger(stockValue) || stockValue < 0)) || (priceValue !== undefined && !(priceValue > 0));
  const empty = stockValue === undefined && priceValue === undefined && !pause;
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="bulk-selection-bar">
      <Text className="basis-full">{t("selected", { count: itemIds.length })}</Text>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.stock} className="text-sm">
          {t("newStock")}
        </label>
        <Input id={ids.stock} inputMode="numeric" value={stock} onChange={(e) => setStock(e.target.value)} className="min-h-11 w-28" />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.price} className="text-sm">
          {t("newPrice")}
        </label>
        <Input id={ids.price} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} className="min-h-11 w-32" />
      </div>
      <label htmlFor={ids.pause} className="flex min-h-11 items-center gap-2 text-sm">
        <Checkbox id={ids.pause} checked={pause} onCheckedChange={(c) => setPause(c === true)} />
        {t("pause")}
      </label>
      <Button
        disabled={invalid || empty}
        onClick={() => onCheck({ selection: { itemIds, stock: stockValue, price: priceValue, pause: pause || undefined } })}
      >
        {t("check")}
      </Button>
      <Button variant="ghost" onClick={onClear}>
        {t("clearSelection")}
      </Button>
      {invalid && (
        <Text variant="caption" role="alert" className="basis-full text-red-700">
          {t("invalidValues")}
        </Text>
      )}
    </div>
  );
}
