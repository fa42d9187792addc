import { z } from "zod";
import { SITE_IDS } from "./search";

export const siteParamSchema = z.object({ site: z.enum(SITE_IDS).optional() });

const ref = z.object({ id: z.string(), name: z.string() });

export const categoryAttributeSchema = z.object({
  id: z.string(),
  name: z.string(),
  required: z.boolean(),
  catalogRequired: z.boolean(),
  valueType: z.string(),
  maxLength: z.number().int().nullable(),
  values: z.array(ref),
  group: z.string().nullable(),
  hierarchy: z.string().nullable(),
});
export type CategoryAttribute = z.infer<typeof categoryAttributeSchema>;

export const categoryDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.array(ref),
  children: z.array(ref.extend({ totalItems: z.number().int() })),
  totalItems: z.number().int(),
  isLeaf: z.boolean(),
  domainId: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()),
  attributes: z.array(categoryAttributeSchema),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

export const topCategoriesSchema = z.array(ref);

/** The longest listing title the predictor takes. */
export const PREDICT_TITLE_MAX = 200;
export const predictParamsSchema = z.object({
  site: z.enum(SITE_IDS).optional(),
  q: z.string().trim().min(1).max(PREDICT_TITLE_MAX),
  limit: z.coerce.number().int().min(1).max(8).default(4),
});
export const predictionsSchema = z.array(
  z.object({
    domainId: z.string(),
    domainName: z.string(),
    categoryId: z.string(),
    categoryName: z.string(),
    path: z.array(ref),
    attributes: z.array(
      z.object({ id: z.string(), name: z.string().nullable(), valueId: z.string().nullable(), valueName: z.string().nullable() }),
    ),
  }),
);
export type Prediction = z.infer<typeof predictionsSchema>[number];

/** `known` is `ATTRIBUTE:VALUE_ID` pairs, comma-separated (shareable, cacheable as a GET). */
export const topValuesParamsSchema = z.object({
  domain: z.string().regex(/^[A-Z]{3}-[A-Z0-9_]+$/, "a catalog domain such as MLA-CELLPHONES"),
  attribute: z.string().regex(/^[A-Z0-9_]+$/),
  known: z
    .string()
    .regex(/^([A-Z0-9_]+:[\w-]+)(,[A-Z0-9_]+:[\w-]+)*$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
});
export const topValuesSchema = z.array(z.object({ id: z.string(), name: z.string(), metric: z.number() }));
