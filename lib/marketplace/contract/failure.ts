import { fromMarketplace } from "../../api/errors";
import { MarketplaceError } from "../errors";

/**
 * What a refused call shows the seller: the marketplace's error as read by http.ts and the envelope our
 * routes answer with (code and status from lib/errors/codes.ts). A call that does not fail is a failure
 * of the row.
 */
export async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => new Error("the call succeeded; the sample is a refusal"),
    (e: unknown) => e,
  );
  if (!(error instanceof MarketplaceError)) throw error;
  const shown = fromMarketplace(error);
  return { upstream: error, code: shown.code, status: shown.status, message: shown.message };
}
