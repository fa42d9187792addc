import "server-only";
import { withAccountParam } from "../accounts/account-param";
import type { PushPayload } from "../schemas/push";
import type { DeviceRow } from "./targets";
import { pushText } from "./texts";

/**
 * What one device is shown, for a person with several accounts: the title names the account it is about
 * (its nickname first), and the tap opens in that account (`account=` on the URL, which wins over the
 * session's default, as on any link). A person with one account gets the payload as it is.
 */
export function inAccount(device: DeviceRow, payload: PushPayload): PushPayload {
  if (!device.several_accounts) return payload;
  return {
    ...payload,
    title: pushText(device.locale, "inAccount", { account: device.account_nickname, title: payload.title }),
    url: withAccountParam(payload.url, device.workspace_id),
  };
}
