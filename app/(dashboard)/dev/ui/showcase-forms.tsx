"use client";

import { useTranslations } from "next-intl";
import { Mail, Plus, Trash2 } from "lucide-react";
import { AccountLink } from "@/components/shell/account-link";
import { useMemo, useState } from "react";
import { Section } from "@/components/patterns/section";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { CATEGORIES } from "./demo-data";
import { cluster, stack, twoColumns } from "@/components/ui/stack";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// A checkbox or a switch with its label beside it.
const choiceRow = "flex items-center gap-3 text-sm";

export function ShowcaseForms() {
  const t = useTranslations("ui.showcase");
  const [category, setCategory] = useState<string | null>(null);
  const [sort, setSort] = useState("newest");
  const sorts = [
    { value: "newest", label: t("fields.newest") },
    { value: "oldest", label: t("fields.oldest") },
    { value: "item", label: t("fields.byItem") },
  ];
  const [buyer, setBuyer] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [searching, setSearching] = useState(false);
  const buyers = useMemo<ComboboxOption[]>(
    () =>
      Array.from({ length: 40 }, (_, i) => ({
        value: `B${i + 1}`,
        label: `BUYER_${String(i + 1).padStart(2, "0")}`,
        description: t("fields.purchases", { count: i + 3 }),
      })),
    [t],
  );
  const found = buyers.filter((b) => b.label.toLowerCase().includes(search.toLowerCase())).slice(0, 8);

  return (
    <>
      <Section title={t("buttons.title")} description={t("buttons.description")}>
        <div className={cluster({ align: "center" })}>
          <Button>{t("buttons.primary")}</Button>
          <Button variant="secondary">{t("buttons.secondary")}</Button>
          <Button variant="ghost">{t("buttons.ghost")}</Button>
          <Button variant="destructive">
            <Trash2 aria-hidden />
            {t("buttons.delete")}
          </Button>
          <Button variant="warning">{t("buttons.warning")}</Button>
          <Button variant="link">{t("buttons.link")}</Button>
          <Button disabled>{t("buttons.disabled")}</Button>
          <Button loading>{t("buttons.saving")}</Button>
          <Button size="sm" variant="secondary">
            {t("buttons.small")}
          </Button>
          <Button size="lg">{t("buttons.large")}</Button>
          <Button size="icon" variant="secondary" aria-label={t("buttons.add")}>
            <Plus aria-hidden />
          </Button>
          <Button
            onClick={async () => {
              await wait(1500);
              toast.success(t("buttons.asyncDone"));
            }}
          >
            <Mail aria-hidden />
            {t("buttons.async")}
          </Button>
          <Button asChild variant="secondary">
            <AccountLink href="/questions">{t("buttons.asLink")}</AccountLink>
          </Button>
        </div>
      </Section>

      <Section title={t("fields.title")} description={t("fields.description")}>
        <div className={twoColumns}>
          <Field label={t("fields.storeName")} hint={t("fields.storeHint")}>
            <Input placeholder="Tienda Pampa" />
          </Field>
          <Field label={t("fields.email")} error={t("fields.emailError")} required>
            <Input type="email" defaultValue="ana@" />
          </Field>
          <Field label={t("fields.disabled")}>
            <Input disabled defaultValue={t("fields.readOnly")} />
          </Field>
          <Field label={t("fields.sort")}>
            <Select options={sorts} value={sort} onValueChange={setSort} />
          </Field>
          <Field label={t("fields.category")} hint={t("fields.categoryHint")}>
            <Combobox
              options={CATEGORIES}
              value={category}
              onValueChange={setCategory}
              placeholder={t("fields.chooseCategory")}
              searchPlaceholder={t("fields.searchCategories")}
            />
          </Field>
          <Field label={t("fields.buyer")} hint={t("fields.buyerHint")}>
            <Combobox
              options={searching ? [] : found}
              value={buyer}
              selectedLabel={buyers.find((b) => b.value === buyer)?.label}
              onValueChange={setBuyer}
              loading={searching}
              onSearchChange={async (q) => {
                setSearching(true);
                await wait(400);
                setSearch(q);
                setSearching(false);
              }}
              placeholder={t("fields.findBuyer")}
            />
          </Field>
          <Field label={t("fields.answer")} hint={t("fields.answerHint")} className="md:col-span-2">
            <Textarea limit={120} defaultValue="Hola, sí, tenemos stock. Enviamos en el día si comprás antes de las 15 h." />
          </Field>
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <fieldset className={stack({ gap: 3 })}>
            <legend className="mb-2 text-sm font-medium">{t("fields.checkboxes")}</legend>
            <label className={choiceRow}>
              <Checkbox defaultChecked /> {t("fields.checked")}
            </label>
            <label className={choiceRow}>
              <Checkbox checked="indeterminate" /> {t("fields.someSelected")}
            </label>
            <label className={choiceRow}>
              <Checkbox disabled /> {t("fields.disabled")}
            </label>
          </fieldset>
          <fieldset className={stack({ gap: 3 })}>
            <legend className="mb-2 text-sm font-medium">{t("fields.switches")}</legend>
            <label className={choiceRow}>
              <Switch defaultChecked /> {t("fields.newQuestions")}
            </label>
            <label className={choiceRow}>
              <Switch /> {t("fields.dailySummary")}
            </label>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t("fields.radioGroup")}</legend>
            <RadioGroup defaultValue="agent" aria-label={t("fields.role")}>
              <RadioGroupItem value="agent" label={t("fields.agent")} description={t("fields.agentHelp")} />
              <RadioGroupItem value="viewer" label={t("fields.viewer")} description={t("fields.viewerHelp")} />
            </RadioGroup>
          </fieldset>
        </div>
      </Section>
    </>
  );
}
