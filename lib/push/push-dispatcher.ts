import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
// eslint-disable-next-line mostrador/no-raw-http -- the push services' connection pool (with the private-address guard), not the marketplace
import { Agent, buildConnector } from "undici";
import { isPublicAddress } from "../net/public-address";

/** A push endpoint that resolved (or was written) to an address the server never sends to. */
export class RefusedAddressError extends Error {
  readonly code = "ERR_PUSH_ADDRESS_REFUSED";
}

type Resolve = (hostname: string, options: LookupAllOptions, callback: (error: Error | null, addresses: LookupAddress[]) => void) => void;

const systemResolve: Resolve = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/**
 * The connection's own DNS lookup, refusing a name with any address that is not public. Done here, as
 * the socket connects, rather than once before the request: a name that answered a public address to
 * an earlier check could answer 127.0.0.1 to the connection (DNS rebinding).
 */
export function guardedLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    const wantsAll = (options as LookupAllOptions).all === true;
    resolve(hostname, { ...(options as LookupOneOptions), all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find((a) => !isPublicAddress(a.address));
      if (refused || !addresses.length) {
        const why = new RefusedAddressError(`${hostname} resolves to ${refused?.address ?? "nothing"}, which push sends never reach`);
        return callback(why, "", 0);
      }
      if (wantsAll) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * An undici dispatcher for push sends (kept-alive connections to the push service). Guarded: names are
 * resolved by `guardedLookup`, and a literal address (which Node connects to without a lookup) must be
 * public. Unguarded only for the tests' local push service outside production.
 */
export function createPushDispatcher({ guarded, resolve }: { guarded: boolean; resolve?: Resolve }): Agent {
  if (!guarded) return new Agent();
  const connect = buildConnector({ lookup: guardedLookup(resolve) } as buildConnector.BuildOptions);
  return new Agent({
    connect: (options, callback) => {
      const host = options.hostname.replace(/^\[|\]$/g, "");
      if (isIP(host) && !isPublicAddress(host))
        return callback(new RefusedAddressError(`${host} is not an address push sends reach`), null);
      return connect(options, callback);
    },
  });
}
