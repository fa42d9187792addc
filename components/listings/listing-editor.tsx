"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useErrorText } from "@/components/patterns/explain-error";
import { ErrorState } from "@/components/patterns/error-state";
import { useAccount } from "@/components/shell/account-context";
import { Alert } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { cluster, stack } from "@/components/ui/stack";
import { Text } from "@/components/ui/text";
import { toast } from "@/components/ui/toast";
import { formatMoney, formatNumber, parsePrice } from "@/lib/format";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { useEditListing, useListing, useListingEvents } from "@/lib/queries/listings";
import {
  MAX_STOCK,
  listingChangedDetailsSchema,
  type EditableListing,
  type ListingChange,
  type ListingConflict,
  type ListingEditInput,
} from "@/lib/schemas/listings";

const UNDO_MS = 6000;

/**
 * Stock (per variation where the listing has them), price and pause/reactivate of one listing, where the
 * need shows up (the question's item, the sale's item, /listings). Each save is optimistic with Undo for a
 * few seconds; a value someone changed meanwhile comes back as a conflict with both values; a price on a
 * listing with price automation asks first. Closed listings are read-only, one under review says so, and
 * viewers see the values without controls.
 */
export function ListingEditor({ itemId, canEdit }: { itemId: string; canEdit: boolean }) {
  const t = useTranslations("listings.editor");
  const { data: listing, error, isPending, refetch } = useListing(itemId);
  useListingEvents();
  if (isPending) return <Skeleton className="h-32 w-full" />;
  if (error || !listing) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <section aria-label={t("title")} className={stack({ gap: 3 })} data-testid="listing-editor">
      <ListingFacts listing={listing} />
      {listing.lock === "closed" ? (
        <Alert tone="info">{t("closed")}</Alert>
      ) : listing.lock === "under_review" ? (
        <Alert tone="warning">{t("underReview")}</Alert>
      ) : !canEdit ? (
        <Text variant="caption">{t("viewer")}</Text>
      ) : (
        <EditForms listing={listing} />
      )}
    </section>
  );
}

function ListingFacts({ listing }: { listing: EditableListing }) {
  const t = useTranslations("listings.editor");
  const locale = useLocale();
  const { siteId } = useAccount();
  const outOfStock = listing.subStatus.includes("out_of_stock");
  return (
    <div className={cluster({ align: "center" })}>
      <Badge
        tone={listing.status === "active" ? "success" : listing.status === "paused" ? "warning" : "neutral"}
        data-testid="listing-status"
      >
        {t.has(`status.${listing.status}`) ? t(`status.${listing.status}`) : t("status.other", { status: listing.status })}
      </Badge>
      {outOfStock && <Text variant="caption">{t("outOfStock")}</Text>}
      <Text variant="caption">
        <span data-testid="listing-stock">{formatNumber(listing.availableQuantity, siteId, locale)}</span>
        {" · "}
        <span data-testid="listing-price">
          {formatMoney(listing.price, siteId, locale, { currency: listing.currencyId, unambiguous: true })}
        </span>
        {" · "}
        {t("sales", { count: listing.soldQuantity })}
      </Text>
      {listing.priceAutomation && <Text variant="caption">{t("automation")}</Text>}
    </div>
  );
}

/** What the editor started from, for the stale check: only the fields the change replaces. */
function expectedOf(listing: EditableListing, change: ListingChange): ListingEditInput["expected"] {
  return {
    ...(change.price !== undefined ? { price: listing.price } : {}),
    ...(change.availableQuantity !== undefined ? { availableQuantity: listing.availableQuantity } : {}),
    ...(change.status !== undefined ? { status: listing.status } : {}),
    ...(change.variations
      ? {
          variations: change.variations.map((c) => ({
            id: c.id,
            availableQuantity: listing.variations.find((v) => v.id === c.id)?.availableQuantity ?? 0,
          })),
        }
      : {}),
  };
}

/** The change that puts back what `change` replaced. */
function reverseOf(listing: EditableListing, change: ListingChange): ListingChange {
  return {
    ...(change.price !== undefined ? { price: listing.price } : {}),
    ...(change.availableQuantity !== undefined ? { availableQuantity: listing.availableQuantity } : {}),
    ...(change.status !== undefined ? { status: listing.status as ListingChange["status"] } : {}),
    ...(change.variations
      ? {
          variations: change.variations.map((c) => ({
            id: c.id,
            availableQuantity: listing.variations.find((v) => v.id === c.id)?.availableQuantity ?? 0,
          })),
        }
      : {}),
  };
}

function EditForms({ listing }: { listing: EditableListing }) {
  const t = useTranslations("listings.editor");
  const tUndo = useTranslations("ui.undo");
  const locale = useLocale();
  const { siteId } = useAccount();
  const errorText = useErrorText("page");
  const edit = useEditListing(listing.id);
  const [conflict, setConflict] = useState<{ conflicts: ListingConflict[]; input: ListingEditInput } | null>(null);
  const [askAutomation, setAskAutomation] = useState<Omit<ListingEditInput, "confirmAutomationOff"> | null>(null);
  const money = (n: number) => formatMoney(n, siteId, locale, { currency: listing.currencyId });

  const savedMessage = (change: ListingChange) =>
    change.price !== undefined
      ? t("savedPrice", { price: money(change.price) })
      : change.status === "paused"
        ? t("paused")
        : change.status === "active"
          ? t("reactivated")
          : t("savedStock", { count: formatNumber(stockAfter(listing, change), siteId, locale) });

  /** Sends once; on success offers Undo (which sends the reverse, stale-checked against what we just wrote). */
  async function send(input: ListingEditInput, undoable = true) {
    setConflict(null);
    const before = listing;
    try {
      const result = await edit.mutateAsync(input);
      if (!undoable) return toast(t("undone"));
      toast.success(result.automationSwitchedOff ? `${savedMessage(input.change)} ${t("automationOff")}` : savedMessage(input.change), {
        duration: UNDO_MS,
        action: {
          label: tUndo("undo"),
          onClick: () =>
            void send(
              { expected: expectedOf(result.listing, input.change), change: reverseOf(before, input.change), confirmAutomationOff: true },
              false,
            ),
        },
      });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "listing_changed") {
        const details = listingChangedDetailsSchema.safeParse(error.details);
        if (details.success) return setConflict({ conflicts: details.data.conflicts, input });
      }
      if (error instanceof ApiRequestError && error.code === "price_automation_unconfirmed") return setAskAutomation(input);
      toast.error(errorText(error));
    }
  }

  /** `seen`: the values the seller started typing over (the page may have shown a teammate's since). */
  const change = (c: ListingChange, seen?: ListingEditInput["expected"]) => {
    const expected = seen ?? expectedOf(listing, c);
    if (c.price !== undefined && listing.priceAutomation) return setAskAutomation({ change: c, expected });
    void send({ expected, change: c });
  };

  return (
    <div className={stack({ gap: 3 })}>
      {conflict && (
        <Alert
          tone="warning"
          title={t("conflictTitle")}
          data-testid="listing-conflict"
          action={
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                onClick={() =>
                  send({
                    ...conflict.input,
                    expected: expectedOf(currentFrom(listing, conflict.conflicts), conflict.input.change),
                  })
                }
              >
                {t("applyMine")}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setConflict(null)}>
                {t("keepTheirs")}
              </Button>
            </div>
          }
        >
          <p>{t("conflictText")}</p>
          <ul className="mt-1 list-disc ps-5">
            {conflict.conflicts.map((c) => (
              <li key={`${c.field}-${c.variationId ?? ""}`}>
                {t("conflictRow", {
                  field: t(`field.${c.field}`),
                  yours: showValue(c, c.yours, money, (n) => formatNumber(n, siteId, locale), t),
                  theirs: showValue(c, c.theirs, money, (n) => formatNumber(n, siteId, locale), t),
                })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <StockForm listing={listing} onChange={change} />
      <PriceForm listing={listing} onChange={change} />
      <div>
        {listing.status === "active" ? (
          <Button variant="secondary" onClick={() => change({ status: "paused" })}>
            {t("pause")}
          </Button>
        ) : listing.status === "paused" ? (
          <Button variant="secondary" onClick={() => change({ status: "active" })}>
            {t("reactivate")}
          </Button>
        ) : null}
      </div>
      <AlertDialog open={!!askAutomation} onOpenChange={(open) => !open && setAskAutomation(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>{t("automationTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("automationText")}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                const asked = askAutomation!;
                setAskAutomation(null);
                void send({ ...asked, confirmAutomationOff: true });
              }}
            >
              {t("automationConfirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

/** The listing as the marketplace holds it now, from a conflict's values (the stale check's new baseline). */
function currentFrom(listing: EditableListing, conflicts: ListingConflict[]): EditableListing {
  let next = { ...listing, variations: listing.variations.map((v) => ({ ...v })) };
  for (const c of conflicts) {
    if (c.field === "price") next = { ...next, price: Number(c.theirs) };
    else if (c.field === "status") next = { ...next, status: String(c.theirs) };
    else if (c.variationId !== undefined) {
      const v = next.variations.find((x) => x.id === c.variationId);
      if (v) v.availableQuantity = Number(c.theirs);
    } else next = { ...next, availableQuantity: Number(c.theirs) };
  }
  return next;
}

function showValue(
  c: ListingConflict,
  value: number | string,
  money: (n: number) => string,
  number: (n: number) => string,
  t: ReturnType<typeof useTranslations<"listings.editor">>,
): string {
  if (c.field === "price") return money(Number(value));
  if (c.field === "status") return t.has(`status.${value}`) ? t(`status.${value}` as "status.active") : String(value);
  return number(Number(value));
}

const stockAfter = (listing: EditableListing, change: ListingChange) =>
  change.variations
    ? listing.variations.reduce(
        (sum, v) => sum + (change.variations!.find((c) => c.id === v.id)?.availableQuantity ?? v.availableQuantity),
        0,
      )
    : (change.availableQuantity ?? listing.availableQuantity);

function parseStock(text: string): number | null {
  if (!/^\d{1,5}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n <= MAX_STOCK ? n : null;
}

type OnChange = (c: ListingChange, seen?: ListingEditInput["expected"]) => void;

function StockForm({ listing, onChange }: { listing: EditableListing; onChange: OnChange }) {
  const t = useTranslations("listings.editor");
  const rows = listing.variations.length
    ? listing.variations.map((v) => ({
        key: String(v.id),
        id: v.id,
        label: t("stockOf", { variation: v.label }),
        value: v.availableQuantity,
      }))
    : [{ key: "all", id: null, label: t("stock"), value: listing.availableQuantity }];
  return (
    <div className={stack({ gap: 2 })}>
      {rows.map((row) => (
        <NumberForm
          key={row.key}
          label={row.label}
          value={row.value}
          format={String}
          inputMode="numeric"
          parse={parseStock}
          invalidText={t("invalidStock")}
          testId={row.id === null ? "stock-input" : `stock-input-${row.id}`}
          onSubmit={(n, seen) => {
            if (n === seen) return;
            if (row.id === null) onChange({ availableQuantity: n }, { availableQuantity: seen });
            else
              onChange({ variations: [{ id: row.id, availableQuantity: n }] }, { variations: [{ id: row.id, availableQuantity: seen }] });
          }}
        />
      ))}
    </div>
  );
}

function PriceForm({ listing, onChange }: { listing: EditableListing; onChange: OnChange }) {
  const t = useTranslations("listings.editor");
  const locale = useLocale();
  const { siteId } = useAccount();
  const money = (n: number) => formatMoney(n, siteId, locale, { currency: listing.currencyId });
  const { min, max } = listing.priceLimits;
  const hint =
    min !== null && max !== null
      ? t("priceBetween", { min: money(min), max: money(max) })
      : min !== null
        ? t("priceAtLeast", { min: money(min) })
        : max !== null
          ? t("priceAtMost", { max: money(max) })
          : undefined;
  const inRange = (n: number | null) => (n !== null && n > 0 && (min === null || n >= min) && (max === null || n <= max) ? n : null);
  return (
    <NumberForm
      label={t("price", { currency: listing.currencyId })}
      hint={hint}
      value={listing.price}
      format={(n) => formatNumber(n, siteId, locale, { useGrouping: false, maximumFractionDigits: 2 })}
      inputMode="decimal"
      parse={(text) => inRange(parsePrice(text))}
      invalidText={hint ?? t("invalidPrice")}
      testId="price-input"
      onSubmit={(n, seen) => {
        if (Math.abs(n - seen) < 0.001) return;
        onChange({ price: n }, { price: seen });
      }}
    />
  );
}

/**
 * One labelled field with its own Save: Enter saves, an invalid value is said under the field and not sent.
 * Untouched, it follows the listing (a teammate's change shows); once typed in, it keeps what was typed and
 * remembers the value it replaced, which is what the stale check compares.
 */
function NumberForm(props: {
  label: string;
  hint?: string;
  value: number;
  format: (value: number) => string;
  inputMode: "numeric" | "decimal";
  parse: (text: string) => number | null;
  invalidText: string;
  testId: string;
  onSubmit: (value: number, seen: number) => void;
}) {
  const t = useTranslations("listings.editor");
  const [typed, setTyped] = useState<{ text: string; seen: number } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const text = typed?.text ?? props.format(props.value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = props.parse(text);
    setInvalid(value === null);
    if (value === null) return;
    props.onSubmit(value, typed?.seen ?? props.value);
    setTyped(null);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
      <Field label={props.label} hint={props.hint} error={invalid ? props.invalidText : undefined} className="min-w-0 flex-1">
        <Input
          value={text}
          inputMode={props.inputMode}
          onChange={(e) => setTyped({ text: e.target.value, seen: typed?.seen ?? props.value })}
          data-testid={props.testId}
          className="min-h-11"
        />
      </Field>
      <Button type="submit" variant="secondary" className="min-h-11" alignToField="sm">
        {t("save")}
      </Button>
    </form>
  );
}
