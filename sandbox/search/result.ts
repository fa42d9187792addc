import { SITES, type User } from "../accounts/types.ts";
import type { Item } from "../catalog/types.ts";
import { formatWithOffset } from "../core/dates.ts";
import { hashString } from "../core/rng.ts";
import { findPlace } from "../locations/resolve.ts";
import { findSeller } from "../market/state.ts";
import type { SandboxState } from "../state.ts";
import { shippingOf, type ItemExtras } from "./item-facts.ts";
import { labelsFor } from "./labels.ts";

const INSTALLMENTS: Record<string, number> = { MLA: 6, MLB: 10, MLM: 12 };
const YEAR_MS = 365.25 * 86_400_000;

type Place = {
  stateIso: string;
  stateName: string;
  cityId: string | null;
  cityName: string;
  areaCode: string;
  lat: number | null;
  lon: number | null;
};

/** Builds result entries; memoises each seller's address lookup for the request. */
export function resultMapper(state: SandboxState) {
  const sellerPlaces = new Map<number, Place | null>();
  const sellerPlace = (user: User | undefined): Place | null => {
    if (!user) return null;
    if (!sellerPlaces.has(user.id)) sellerPlaces.set(user.id, placeOfUser(state, user));
    return sellerPlaces.get(user.id)!;
  };
  return (item: Item) => toResult(state, item, sellerPlace(findSeller(state, item.seller_id)));
}

function placeOfUser(state: SandboxState, user: User): Place | null {
  const found = findPlace(state.locations, user.address.state, user.address.city);
  if (!found) return null;
  const stateNode = [...state.locations.states.values()].find((s) => s.iso === user.address.state)!;
  const city = found.city ? state.locations.cities.get(found.city.id) : undefined;
  return {
    stateIso: stateNode.iso,
    stateName: stateNode.name,
    cityId: city?.id ?? null,
    cityName: city?.name ?? user.address.city,
    areaCode: stateNode.areaCode,
    lat: city?.geo.location.latitude ?? null,
    lon: city?.geo.location.longitude ?? null,
  };
}

/** The search result entry, every field of the spec's list (plus official_store_id, as the real API). */
function toResult(state: SandboxState, item: Item, seller: Place | null) {
  const x = item as ItemExtras;
  const user = findSeller(state, item.seller_id);
  const site = SITES[item.site_id];
  const classified = item.buying_mode === "classified";
  const loc = classified ? item.location : undefined;
  const locState = loc ? [...state.locations.states.values()].find((s) => s.id === loc.state.id) : undefined;
  const place: Place | null = loc
    ? {
        stateIso: locState?.iso ?? loc.state.id,
        stateName: loc.state.name,
        cityId: loc.city.id,
        cityName: loc.city.name,
        areaCode: locState?.areaCode ?? "",
        lat: loc.latitude,
        lon: loc.longitude,
      }
    : seller;
  const phone = classified ? String(40_000_000 + (hashString(`${item.seller_id}`) % 9_999_999)).slice(0, 8) : "";
  const created = Date.parse(item.date_created);
  const stop = item.stop_time
    ? new Date(item.stop_time)
    : new Date((Number.isNaN(created) ? 0 : created) + (classified ? 0.25 : 20) * YEAR_MS);
  const quantity = INSTALLMENTS[item.site_id] ?? 6;
  const country = { id: site.country_id, name: state.locations.countries.get(site.country_id)?.name ?? site.name };
  return {
    id: item.id,
    site_id: item.site_id,
    title: item.title,
    subtitle: x.subtitle ?? null,
    seller: {
      id: item.seller_id,
      power_seller_status: user?.seller_reputation.power_seller_status ?? null,
      car_dealer: classified && item.topic === "vehicles",
      real_estate_agency: classified && item.topic === "real_estate",
    },
    price: item.price,
    currency_id: item.currency_id,
    available_quantity: item.available_quantity,
    sold_quantity: item.sold_quantity,
    buying_mode: item.buying_mode,
    listing_type_id: item.listing_type_id,
    stop_time: formatWithOffset(stop, site.utcOffset),
    condition: item.condition,
    permalink: item.permalink,
    thumbnail: item.thumbnail,
    accepts_platform_payments: !classified,
    installments: classified
      ? null
      : { quantity, amount: Math.round((item.price / quantity) * 100) / 100, rate: 0, currency_id: item.currency_id },
    address: {
      state_id: place?.stateIso ?? "",
      state_name: place?.stateName ?? "",
      city_id: place?.cityId ?? null,
      city_name: place?.cityName ?? "",
      area_code: classified ? (place?.areaCode ?? "") : "",
      phone1: phone,
    },
    shipping: { free_shipping: shippingOf(state, item).free_shipping, mode: shippingOf(state, item).mode },
    seller_address: {
      id: "",
      comment: "",
      address_line: "",
      zip_code: "",
      country,
      state: { id: seller?.stateIso ?? "", name: seller?.stateName ?? "" },
      city: { id: seller?.cityId ?? null, name: seller?.cityName ?? "" },
      latitude: seller?.lat ?? null,
      longitude: seller?.lon ?? null,
    },
    seller_contact: classified
      ? {
          contact: user?.first_name ?? "",
          other_info: "",
          area_code: place?.areaCode ?? "",
          phone,
          area_code2: "",
          phone2: "",
          email: "",
          webpage: "",
        }
      : null,
    location: loc
      ? {
          address_line: loc.address_line,
          zip_code: "",
          subneighborhood: null,
          neighborhood: loc.neighborhood,
          city: loc.city,
          state: loc.state,
          country: loc.country,
          latitude: loc.latitude,
          longitude: loc.longitude,
        }
      : {},
    attributes: attributesOf(x),
    original_price: x.original_price ?? null,
    category_id: item.category_id,
    official_store_id: item.official_store_id ?? null,
  };
}

/** The item's own attributes when the catalog gives them; else the item condition, which every item has. */
function attributesOf(item: ItemExtras) {
  const l = labelsFor(item.site_id);
  if (Array.isArray(item.attributes) && item.attributes.length > 0) {
    return item.attributes.map((a) => ({
      attribute_group_id: a.attribute_group_id ?? "OTHERS",
      attribute_group_name: a.attribute_group_name ?? l.others,
      id: a.id ?? "",
      name: a.name ?? "",
      value_name: a.value_name ?? null,
      value_id: a.value_id ?? null,
    }));
  }
  return [
    {
      attribute_group_id: "OTHERS",
      attribute_group_name: l.others,
      id: "ITEM_CONDITION",
      name: l.conditionAttr,
      value_name: item.condition === "new" ? l.new : l.used,
      value_id: item.condition === "new" ? "2230284" : "2230581",
    },
  ];
}
