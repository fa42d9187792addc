import { useTranslations } from "next-intl";
import { NotFoundState } from "@/components/patterns/not-found-state";

/** /sales/<anything that is not a sale>: said as such, with the way back to the list. */
export default function SaleNotFound() {
  const t = useTranslations("sales");
  return <NotFoundState title={t("errors.saleNotFound")} back={{ href: "/sales", label: t("detail.back") }} className="max-w-3xl" />;
}
