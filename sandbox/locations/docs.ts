import type { DocParameter, ResourceDoc } from "../search/self-doc.ts";

const id = (name: string, what: string): DocParameter => ({
  name,
  in: "path",
  type: "string",
  required: true,
  description: `Opaque id of the ${what}`,
});
const get = (example: string, description: string, parameters: DocParameter[] = []) => [
  { method: "GET" as const, example, description, parameters },
];

/** OPTIONS self-documentation of the classified-location resources. */
export const LOCATION_DOCS: Record<string, ResourceDoc> = {
  "/classified_locations/countries": {
    name: "Classified location countries",
    description: "Countries with classified locations: [{id, name, locale, currency_id}]. Public: no token needed.",
    methods: get("/classified_locations/countries", "Lists the countries"),
    related_resources: ["/classified_locations/countries/{id}"],
  },
  "/classified_locations/countries/{id}": {
    name: "Classified location country",
    description: "A country with separators, time zone, geo_information and its states.",
    methods: get("/classified_locations/countries/AR", "Country detail", [id("id", "country (two-letter code)")]),
    related_resources: ["/classified_locations/states/{id}"],
  },
  "/classified_locations/states/{id}": {
    name: "Classified location state",
    description: "A state with its country, geo_information and cities. A state id is never a valid listing location.",
    methods: get("/classified_locations/states/{id}", "State detail", [id("id", "state")]),
    related_resources: ["/classified_locations/cities/{id}"],
  },
  "/classified_locations/cities/{id}": {
    name: "Classified location city",
    description: "A city with its state, country, geo_information and neighborhoods. List with a city id only when neighborhoods is empty.",
    methods: get("/classified_locations/cities/{id}", "City detail", [id("id", "city")]),
    related_resources: ["/classified_locations/neighborhoods/{id}"],
  },
  "/classified_locations/neighborhoods/{id}": {
    name: "Classified location neighborhood",
    description: "A neighborhood with its city, state, country, geo_information and subneighborhoods. The preferred listing location.",
    methods: get("/classified_locations/neighborhoods/{id}", "Neighborhood detail", [id("id", "neighborhood")]),
  },
};
