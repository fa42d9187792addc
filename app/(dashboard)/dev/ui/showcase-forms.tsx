"use client";

import { Mail, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { Section } from "@/components/patterns/section";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { CATEGORIES } from "./demo-data";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ShowcaseForms() {
  const [category, setCategory] = useState<string | null>(null);
  const [buyer, setBuyer] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [searching, setSearching] = useState(false);
  const buyers = useMemo<ComboboxOption[]>(() => Array.from({ length: 40 }, (_, i) => ({ value: `B${i + 1}`, label: `BUYER_${String(i + 1).padStart(2, "0")}`, description: `${i + 3} purchases` })), []);
  const found = buyers.filter((b) => b.label.toLowerCase().includes(search.toLowerCase())).slice(0, 8);

  return (
    <>
      <Section title="Buttons" description="Variants, sizes, loading (disabled, no double submit), icon buttons carry aria-label.">
        <div className="flex flex-wrap items-center gap-2">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="destructive">
            <Trash2 aria-hidden />
            Delete
          </Button>
          <Button variant="link">Link</Button>
          <Button disabled>Disabled</Button>
          <Button loading>Saving…</Button>
          <Button size="sm" variant="secondary">
            Small
          </Button>
          <Button size="lg">Large</Button>
          <Button size="icon" variant="secondary" aria-label="Add">
            <Plus aria-hidden />
          </Button>
          <Button onClick={async () => { await wait(1500); toast.success("Sent once, however many clicks."); }}>
            <Mail aria-hidden />
            Async click (1.5 s)
          </Button>
          <Button asChild variant="secondary">
            <Link href="/inbox">A link styled as a button</Link>
          </Button>
        </div>
      </Section>

      <Section title="Form fields" description="Field wires the label, hint and error to its control.">
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Store name" hint="As buyers see it on your answers.">
            <Input placeholder="Tienda Pampa" />
          </Field>
          <Field label="E-mail" error="Enter an e-mail address like ana@example.com." required>
            <Input type="email" defaultValue="ana@" />
          </Field>
          <Field label="Disabled">
            <Input disabled defaultValue="Read only" />
          </Field>
          <Field label="Sort questions by">
            <Select defaultValue="newest">
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="newest">Newest first</SelectItem>
                <SelectItem value="oldest">Oldest first</SelectItem>
                <SelectItem value="item">By item</SelectItem>
              </SelectContent>
            </Select>
          </Field>
          <Field label="Category" hint="Type to filter the list.">
            <Combobox options={CATEGORIES} value={category} onValueChange={setCategory} placeholder="Choose a category" searchPlaceholder="Search categories…" />
          </Field>
          <Field label="Buyer (server search)" hint="Results arrive after a short delay, as from an API.">
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
              placeholder="Find a buyer"
            />
          </Field>
          <Field label="Answer" hint="The marketplace accepts up to 120 characters here." className="md:col-span-2">
            <Textarea limit={120} defaultValue="Hola, sí, tenemos stock. Enviamos en el día si comprás antes de las 15 h." />
          </Field>
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">Checkboxes</legend>
            <label className="flex items-center gap-3 text-sm">
              <Checkbox defaultChecked /> Checked
            </label>
            <label className="flex items-center gap-3 text-sm">
              <Checkbox checked="indeterminate" /> Some selected
            </label>
            <label className="flex items-center gap-3 text-sm">
              <Checkbox disabled /> Disabled
            </label>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">Switches</legend>
            <label className="flex items-center gap-3 text-sm">
              <Switch defaultChecked /> New questions
            </label>
            <label className="flex items-center gap-3 text-sm">
              <Switch /> Daily summary
            </label>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Radio group</legend>
            <RadioGroup defaultValue="agent" aria-label="Role">
              <RadioGroupItem value="agent" label="Agent" description="Answers and assigns." />
              <RadioGroupItem value="viewer" label="Viewer" description="Reads only." />
            </RadioGroup>
          </fieldset>
        </div>
      </Section>
    </>
  );
}
