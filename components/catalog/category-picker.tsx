"use client";

import { useTranslations } from "next-intl";
import { useDeferredValue, useMemo, useState, type Ref } from "react";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { distinguishingDepths } from "@/lib/catalog/category-path";
import { createTreeSearch, indexTree } from "@/lib/catalog/search-tree";
import { useCategory, usePredictions, useTopCategories } from "@/lib/queries/categories";
import { useStoredTree } from "@/lib/queries/category-tree";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { CategoryPath } from "./category-path";

/**
 * A category chosen from the site's tree or the predictor, never typed as a name (the marketplace
 * refuses names): with nothing typed, the top-level categories; as the user types, the stored tree's
 * matches (offline, accent-insensitive, by name and path) and the predictor's ranked guesses for the
 * words. Each option shows as much of its path as tells it from same-named ones ("Accesorios" under
 * different parents); its accessible name is the whole path. Returns the category id.
 */
export function CategoryPicker({
  site,
  value,
  onChange,
  className,
  ref,
}: {
  site: string | null;
  value: string | null;
  onChange: (id: string | null) => void;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  const t = useTranslations("catalog.categoryPicker");
  const [text, setText] = useState("");
  // The list follows the words a beat behind the field, so typing never waits for it.
  const typed = useDeferredValue(text.trim());
  const words = useDebouncedValue(text.trim(), 250);
  const tree = useStoredTree(site);
  const search = useMemo(() => createTreeSearch(indexTree(tree.data?.categories ?? [])), [tree.data]);
  const top = useTopCategories(site);
  const predictions = usePredictions(site, words, 8);
  const selected = useCategory(value);

  const options = useMemo<ComboboxOption[]>(() => {
    if (!typed) return (top.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.id})` }));
    const fromTree = search(typed, 20).map((e) => ({ id: e.id, name: e.name, ancestors: e.ancestors, predicted: false }));
    const seen = new Set(fromTree.map((o) => o.id));
    // The predictor answers for the debounced words; its guesses follow the tree's exact matches.
    const predicted =
      words && words === typed
        ? (predictions.data ?? [])
            .filter((p) => !seen.has(p.categoryId))
            .map((p) => ({ id: p.categoryId, name: p.categoryName, ancestors: p.path.slice(0, -1).map((n) => n.name), predicted: true }))
        : [];
    const all = [...fromTree, ...predicted];
    const keep = distinguishingDepths(all);
    return all.map((c, i) => ({
      value: c.id,
      // As the field shows a chosen category after a reload: "Samsung (MLA7461)".
      label: `${c.name} (${c.id})`,
      description: <CategoryPath ancestors={c.ancestors} keep={keep[i]!} prefix={c.predicted ? t("predicted") : undefined} />,
      accessibleName: [[...c.ancestors, c.name].join(" › "), ...(c.predicted ? [t("predicted")] : []), c.id].join(" · "),
    }));
  }, [typed, words, top.data, search, predictions.data, t]);

  const label = selected.data ? `${selected.data.name} (${selected.data.id})` : (value ?? undefined);
  return (
    <Combobox
      options={options}
      value={value}
      onValueChange={(id) => onChange(id)}
      onSearchChange={setText}
      loading={!!text.trim() && (predictions.isFetching || words !== text.trim() || typed !== text.trim())}
      selectedLabel={label}
      placeholder={t("any")}
      searchPlaceholder={tree.data?.stored ? t("searchTree") : t("searchPredictor")}
      emptyText={t("none")}
      className={className}
      ref={ref}
    />
  );
}
