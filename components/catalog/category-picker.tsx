"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { indexTree, searchTree } from "@/lib/catalog/search-tree";
import { useCategory, usePredictions, useTopCategories } from "@/lib/queries/categories";
import { useStoredTree } from "@/lib/queries/category-tree";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/**
 * A category chosen from the site's tree or the predictor, never typed as a name (the marketplace
 * refuses names): with nothing typed, the top-level categories; as the user types, the stored tree's
 * matches (offline, accent-insensitive, by name and path) and the predictor's ranked guesses for the
 * words. Returns the category id.
 */
export function CategoryPicker({ site, value, onChange, className }: { site: string | null; value: string | null; onChange: (id: string | null) => void; className?: string }) {
  const t = useTranslations("catalog.categoryPicker");
  const [text, setText] = useState("");
  const words = useDebouncedValue(text.trim(), 250);
  const tree = useStoredTree(site);
  const entries = useMemo(() => indexTree(tree.data?.categories ?? []), [tree.data]);
  const top = useTopCategories(site);
  const predictions = usePredictions(site, words, 8);
  const selected = useCategory(value);

  const options = useMemo<ComboboxOption[]>(() => {
    if (!text.trim()) return (top.data ?? []).map((c) => ({ value: c.id, label: c.name, description: c.id }));
    const fromTree = searchTree(entries, text, 20).map((e) => ({ value: e.id, label: e.name, description: `${e.path} · ${e.id}` }));
    const seen = new Set(fromTree.map((o) => o.value));
    // The predictor answers for the debounced words; its guesses follow the tree's exact matches.
    const predicted = words && words === text.trim()
      ? (predictions.data ?? []).filter((p) => !seen.has(p.categoryId)).map((p) => ({ value: p.categoryId, label: p.categoryName, description: `${t("predicted")} · ${p.path.map((n) => n.name).join(" › ")} · ${p.categoryId}` }))
      : [];
    return [...fromTree, ...predicted];
  }, [text, words, top.data, entries, predictions.data, t]);

  const label = selected.data ? `${selected.data.name} (${selected.data.id})` : (value ?? undefined);
  return (
    <Combobox
      options={options}
      value={value}
      onValueChange={(id) => onChange(id)}
      onSearchChange={setText}
      loading={!!text.trim() && (predictions.isFetching || words !== text.trim())}
      selectedLabel={label}
      placeholder={t("any")}
      searchPlaceholder={tree.data?.stored ? t("searchTree") : t("searchPredictor")}
      emptyText={t("none")}
      className={className}
    />
  );
}
