import type { User } from "./accounts/types.ts";
import type { OAuthState } from "./accounts/state.ts";
import type { ApplicationConfig } from "./config.ts";
import type { BrandsState } from "./brands/state.ts";
import type { CatalogState } from "./catalog/state.ts";
import type { ClaimsState } from "./claims/state.ts";
import type { LocationsState } from "./locations/state.ts";
import type { MarketState } from "./market/state.ts";
import type { SearchState } from "./search/state.ts";
import type { QuestionsState } from "./questions/state.ts";
import type { SalesState } from "./sales/state.ts";
import type { MetricsState } from "./metrics/state.ts";
import type { ShippingState } from "./shipping/state.ts";
import type { ListingsState } from "./listings/state.ts";

/** Everything the sandbox knows. Rebuilt from the seed on start and on POST /__sandbox/reset. */
export interface SandboxState {
  users: Map<number, User>;
  oauth: OAuthState;
  /** The one registered application (client id, redirect URIs, callback URL, topics); editable. */
  application: ApplicationConfig;
  catalog: CatalogState;
  brands: BrandsState;
  locations: LocationsState;
  questions: QuestionsState;
  sales: SalesState;
  /** Claims and returns (sandbox/claims), tied to the sales domain's orders. */
  claims: ClaimsState;
  metrics: MetricsState;
  shipping: ShippingState;
  /** Public sellers and their listings around the seeded ones (sandbox/market). */
  market: MarketState;
  search: SearchState;
  /** Price automation of the sellers' listings (sandbox/listings). */
  listings: ListingsState;
}
