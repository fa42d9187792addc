import { expect } from "vitest";
import { listBrands } from "../brands";
import { categoryLabels, getCategoryAttributes, predictCategory } from "../categories";
import { getLocation } from "../locations";
import type { ContractRow } from "./table";

/** Categories, attributes, the predictor, brands and locations, as their pages show them. */
export const CATALOG_ROWS: ContractRow[] = [
  {
    // The brands page labels a category with its parent's name.
    sample: "categories-get-1.json",
    read: (r) => categoryLabels(r.client, ["CBT5849"]),
    check: (seen) => expect(seen).toEqual({ CBT5849: "Cameras and Accessories › Cables" }),
  },
  {
    sample: "categories-attributes-1.json",
    read: (r) => getCategoryAttributes(r.client, "CBT5849"),
    check: (seen) => {
      const attributes = seen as Awaited<ReturnType<typeof getCategoryAttributes>>;
      expect(attributes.map((a) => a.id)).toEqual(["BRAND", "MODEL", "GTIN", "ITEM_CONDITION", "SELLER_SKU"]);
    },
  },
  {
    // Required ones first (FOOTWEAR_TYPE is the docs' required attribute).
    sample: "categories-attributes-3.json",
    read: (r) => getCategoryAttributes(r.client, "CBT1276"),
    check: (seen, body) => {
      const attributes = seen as Awaited<ReturnType<typeof getCategoryAttributes>>;
      expect(attributes).toHaveLength((body as unknown[]).length);
      expect(attributes[0]).toMatchObject({ id: "FOOTWEAR_TYPE", required: true });
    },
  },
  {
    // Each prediction's path: the category read fails here (the replay answers the predictions), so
    // the prediction's own category stands in, as on the page.
    sample: "categories-domain_discovery-1.json",
    read: (r) => predictCategory(r.client, "CBT", "zapatillas", 3),
    check: (seen) => {
      const predictions = seen as Awaited<ReturnType<typeof predictCategory>>;
      expect(predictions[0]).toMatchObject({
        domainId: "CBT-SNEAKERS",
        categoryId: "CBT9561",
        categoryName: "Shoes",
        path: [{ id: "CBT9561", name: "Shoes" }],
        attributes: [
          { id: "GENDER", valueName: "Man" },
          { id: "AGE_GROUP", valueName: "Adults" },
          { id: "MAIN_COLOR", valueName: "Blue" },
        ],
      });
    },
  },
  {
    sample: "brands-list-1.json",
    read: (r) => listBrands(r.client, 1001),
    check: (seen) => {
      const { hasStores, userType, brands } = seen as Awaited<ReturnType<typeof listBrands>>;
      expect({ hasStores, userType }).toEqual({ hasStores: true, userType: "brand" });
      expect(brands.map((b) => [b.officialStoreId, b.fantasyName, b.pictures.length])).toEqual([
        [294894, "Genérica", 2],
        [311582, "Test Edwin", 2],
        [143304, "test multitienda mla cupones", 2],
      ]);
    },
  },
  {
    sample: "locations-country-1.json",
    read: (r) => getLocation(r.client, "country", "UY"),
    check: (seen) => {
      const node = seen as Awaited<ReturnType<typeof getLocation>>;
      expect(node).toMatchObject({ id: "UY", name: "Uruguay", parents: [], latitude: null });
      expect(node.children).toHaveLength(19);
      expect(node.children[0]).toEqual({ id: "UY-AR", name: "Artigas" });
    },
  },
  {
    sample: "locations-city-1.json",
    read: (r) => getLocation(r.client, "city", "TUxVQ0NBQjY1MmQ1"),
    check: (seen) =>
      expect(seen).toMatchObject({
        name: "Cabo Polonio",
        parents: [
          { id: "UY", name: "Uruguay" },
          { id: "UY-RO", name: "Rocha" },
        ],
        children: [],
        latitude: null,
      }),
  },
];
