import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ShippingNav } from "../shipping-nav";
import { ConfigView } from "./config-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shipping"))("config.title") };
}

export default function ConfigurationPage() {
  return (
    <>
      <ShippingNav current="config" />
      <ConfigView />
    </>
  );
}
