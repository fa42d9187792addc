import type { ResourceDoc } from "./self-doc.ts";

/** OPTIONS /sites/{site_id}/search: how to call search. */
export const SEARCH_DOC: ResourceDoc = {
  name: "Search",
  description:
    "Searches a site's active listings. Public: no token needed. Every filter narrows the results; available_filters counts what the remaining results could be narrowed to.",
  methods: [
    {
      method: "GET",
      example: "/sites/MLA/search?q=heladera&category=MLA1574&condition=new&sort=price_asc&offset=0&limit=50",
      description:
        "Search response: site_id, query, paging{total,offset,limit}, results, secondary_results, related_results, sort, available_sorts, filters, available_filters",
      parameters: [
        {
          name: "site_id",
          in: "path",
          type: "string",
          required: true,
          description: "Site code",
          values: ["MLA", "MLB", "MLM", "MCO", "MLC", "MLU"],
        },
        {
          name: "q",
          in: "query",
          type: "string",
          required: false,
          description: "Words that must all be in the title; accents and case are ignored",
        },
        {
          name: "category",
          in: "query",
          type: "string",
          required: false,
          description: "Category id of this site (its subcategories are included). A category name is refused with 400.",
        },
        { name: "seller_id", in: "query", type: "integer", required: false, description: "Only this seller's listings" },
        {
          name: "item_location",
          in: "query",
          type: "string",
          required: false,
          description: "Bounding box lat:<lat1>_<lat2>,lon:<lon1>_<lon2>; only listings with a location inside it (classifieds)",
        },
        { name: "condition", in: "query", type: "string", required: false, description: "Item condition", values: ["new", "used"] },
        {
          name: "price",
          in: "query",
          type: "string",
          required: false,
          description: "Price range <from>-<to>, * for an open end; from included, to excluded (e.g. 1000-5000, *-1000)",
        },
        {
          name: "shipping_cost",
          in: "query",
          type: "string",
          required: false,
          description: "Only listings with free shipping",
          values: ["free"],
        },
        {
          name: "sort",
          in: "query",
          type: "string",
          required: false,
          description: "Order of results",
          default: "relevance",
          values: ["relevance", "price_asc", "price_desc"],
        },
        {
          name: "offset",
          in: "query",
          type: "integer",
          required: false,
          description: "Results to skip: offset 3 with limit 3 returns the 4th to 6th",
          default: 0,
        },
        { name: "limit", in: "query", type: "integer", required: false, description: "Results per page, 0 to 50", default: 50 },
      ],
    },
  ],
  related_resources: ["/sites/{site_id}/categories", "/classified_locations/countries"],
};
