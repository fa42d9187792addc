import type { ResourceDoc } from "../search/self-doc.ts";

const userId = {
  name: "user_id",
  in: "path" as const,
  type: "integer",
  required: true,
  description: "Id of a brand-type user (official store owner)",
};

/** OPTIONS self-documentation of the brand resources. */
export const BRAND_DOCS: Record<string, ResourceDoc> = {
  "/users/{user_id}/brands": {
    name: "User brands",
    description:
      "Official stores of a user: {cust_id, tags, brands, site_id, user_type}. 404 when the user is unknown or has no brands. Public.",
    methods: [{ method: "GET", example: "/users/241370003/brands", description: "Lists the user's official stores", parameters: [userId] }],
    related_resources: ["/users/{user_id}/brands/{brand_id}"],
  },
  "/users/{user_id}/brands/{brand_id}": {
    name: "User brand",
    description: "One official store with date_created, boost and users. 404 when it is not one of the user's stores.",
    methods: [
      {
        method: "GET",
        example: "/users/241370003/brands/3401",
        description: "Single-brand record",
        parameters: [userId, { name: "brand_id", in: "path", type: "integer", required: true, description: "official_store_id" }],
      },
    ],
  },
};
