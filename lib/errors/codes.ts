// The one table of our API's error codes: the HTTP status a route answers with, and the words a page shows.
// Plain data, imported by the server (lib/errors/app-error.ts, lib/api/errors.ts) and by the browser
// (components/patterns/explain-error.ts), so it imports nothing.

/** Where a message is shown, when a feature words a shared code its own way ("Nothing was published"). */
export type ErrorContext = "page" | "questions" | "sales" | "metrics" | "team" | "join" | "shipping";

export interface ErrorWording {
  /** A full translation key (i18n/messages: "errors.x" is the base file, "sales.errors.x" sales.json). */
  messageKey: string;
  /** The same with `{seconds}`, when the server said how long to wait (Retry-After). */
  waitKey?: string;
}

export interface ErrorEntry extends ErrorWording {
  /** The HTTP status of a route that answers with this code (0: the browser's own, never sent). */
  status: number;
  /** A feature's own words for this code; the entry's wording everywhere else. */
  in?: Partial<Record<ErrorContext, string | ErrorWording>>;
  /** The marketplace (or the network) is down: the same request may work later, nothing is wrong here. */
  outage?: true;
  /** A marketplace refusal with this status is relayed as it is, its own code in the envelope. */
  relay?: true;
}

/** Words for a code that has nothing to tell the reader: each context's own "something went wrong". */
export const GENERIC_KEY = "errors.default";

export const CONTEXT_GENERIC_KEYS: Record<ErrorContext, string> = {
  page: "ui.error.generic",
  questions: "questions.errors.default",
  sales: "sales.errors.default",
  metrics: "metrics.errors.generic",
  team: "team.settings.errors.default",
  join: "team.join.errors.default",
  shipping: "shipping.refusal.other",
};

const generic = { messageKey: GENERIC_KEY } as const;

export const ERROR_CODES = {
  // Request plumbing (lib/api): a page never sends these, so they get the generic words.
  invalid_input: { status: 400, ...generic, in: { sales: "sales.errors.invalidInput", join: "team.join.errors.invalid_input" } },
  invalid_body: { status: 400, ...generic },
  invalid_json: { status: 400, ...generic },
  body_too_large: { status: 413, ...generic },
  cross_origin: { status: 403, ...generic },
  invalid_question_id: { status: 400, ...generic },
  invalid_user_id: { status: 400, ...generic },
  invalid_sale_id: { status: 400, ...generic },
  invalid_item_id: { status: 400, ...generic },
  invalid_claim_id: { status: 400, ...generic },
  invalid_cursor: { status: 400, messageKey: "errors.invalid_cursor" },
  idempotency_key_reused: { status: 422, ...generic },

  // Session and role.
  unauthenticated: {
    status: 401,
    messageKey: "errors.unauthenticated",
    in: { questions: "questions.errors.reconnect", sales: "sales.errors.reconnect", metrics: "metrics.errors.unauthenticated" },
  },
  forbidden: {
    status: 403,
    messageKey: "errors.forbidden",
    relay: true,
    in: {
      page: "ui.error.forbidden",
      questions: "questions.errors.forbidden",
      sales: "sales.errors.forbidden",
      metrics: "metrics.errors.forbidden",
      team: "team.settings.errors.forbidden",
      shipping: "shipping.refusal.forbidden",
    },
  },
  not_found: {
    status: 404,
    messageKey: "ui.error.not_found",
    relay: true,
    in: { questions: "questions.errors.deleted", shipping: "shipping.refusal.not_found" },
  },
  internal_error: { status: 500, ...generic },

  // The marketplace: refusals relayed with their status, and the ways it can fail to answer.
  bad_request: { status: 400, ...generic, relay: true },
  conflict: { status: 409, ...generic, relay: true },
  unprocessable: { status: 422, ...generic, relay: true },
  reauth_required: {
    status: 401,
    messageKey: "ui.error.reconnect",
    in: { questions: "questions.errors.reconnect", sales: "sales.errors.reconnect", metrics: "metrics.errors.reauth" },
  },
  rate_limited: {
    status: 429,
    messageKey: "errors.rate_limited",
    waitKey: "ui.error.rateLimitedWait",
    in: {
      page: { messageKey: "ui.error.rateLimited", waitKey: "ui.error.rateLimitedWait" },
      questions: { messageKey: "questions.errors.rateLimited", waitKey: "questions.errors.rateLimitedWait" },
      sales: { messageKey: "sales.errors.rateLimited", waitKey: "sales.errors.rateLimitedWait" },
      metrics: { messageKey: "metrics.errors.rateLimitedNoWait", waitKey: "metrics.errors.rateLimited" },
    },
  },
  // Too many live views (GET /api/events) open for one user (lib/live/stream-slots.ts); EventSource shows no text.
  too_many_streams: { status: 429, ...generic },
  // A workspace's bulk sync ran moments ago (lib/jobs/sync-interval.ts): the list is fresh, nothing failed.
  // A claim action or message the marketplace no longer offers: the claim moved on meanwhile (re-read it).
  claim_moved_on: { status: 409, messageKey: "errors.claim_moved_on" },
  sync_too_soon: { status: 429, messageKey: "errors.sync_too_soon", waitKey: "errors.sync_too_soon_wait" },
  upstream_timeout: {
    status: 504,
    messageKey: "errors.upstream_timeout",
    outage: true,
    in: {
      page: "ui.error.unreachable",
      questions: "questions.errors.unreachable",
      sales: "sales.errors.timeout",
      metrics: "metrics.errors.unreachable",
    },
  },
  upstream_unreachable: {
    status: 502,
    messageKey: "errors.upstream_unreachable",
    outage: true,
    in: {
      page: "ui.error.unreachable",
      questions: "questions.errors.unreachable",
      sales: "sales.errors.unreachable",
      metrics: "metrics.errors.unreachable",
    },
  },
  upstream_error: {
    status: 502,
    messageKey: "errors.upstream_error",
    outage: true,
    in: {
      page: "ui.error.unreachable",
      questions: "questions.errors.unreachable",
      sales: "sales.errors.unreachable",
      metrics: "metrics.errors.upstreamError",
    },
  },
  /** The browser's: the request never reached us (lib/queries/fetch-json.ts). */
  network: {
    status: 0,
    messageKey: "ui.error.offline",
    outage: true,
    in: {
      questions: "questions.errors.unreachable",
      sales: "sales.errors.unreachable",
      metrics: "metrics.errors.unreachable",
      join: "team.join.errors.network",
    },
  },

  // Questions (lib/questions, lib/replies).
  question_deleted: { status: 410, messageKey: "questions.errors.deleted" },
  not_answerable: { status: 409, messageKey: "questions.errors.notAnswerable" },
  answered_meanwhile: { status: 409, messageKey: "questions.errors.answeredMeanwhile" },
  answered_on_marketplace: { status: 409, messageKey: "questions.errors.answeredOnMarketplace" },
  already_answered: { status: 409, messageKey: "questions.errors.alreadyAnswered" },
  answer_in_progress: { status: 409, messageKey: "questions.errors.answerInProgress" },
  answer_not_sent: { status: 409, messageKey: "questions.errors.answerNotSent" },
  asker_blocked: { status: 403, messageKey: "questions.errors.askerBlocked" },
  cannot_delete_answered: { status: 409, messageKey: "questions.errors.cannotDeleteAnswered" },
  assignee_not_member: { status: 422, messageKey: "questions.errors.assigneeNotMember" },
  assignee_cannot_answer: { status: 422, messageKey: "questions.errors.assigneeCannotAnswer" },
  cannot_block_self: { status: 400, messageKey: "questions.errors.cannotBlockSelf" },
  unknown_nickname: { status: 404, messageKey: "questions.errors.unknownNickname" },
  unfilled_variables: {
    status: 400,
    ...generic,
    in: { questions: "questions.errors.unfilledVariables", sales: "sales.errors.unfilledVariables" },
  },

  // Sales: the action guide's refusals (lib/sales/guide-errors.ts) and our own.
  excepted_case: { status: 400, messageKey: "sales.errors.exceptedCase" },
  reason_required: { status: 403, messageKey: "sales.errors.reasonRequired" },
  sale_locked: { status: 409, messageKey: "sales.errors.saleLocked" },
  cap_exhausted: { status: 403, messageKey: "sales.errors.capExhausted" },
  conversation_blocked: { status: 403, messageKey: "sales.errors.conversationBlocked" },
  agent_awaiting_reply: { status: 409, messageKey: "sales.errors.agentAwaitingReply" },
  pack_forbidden: { status: 403, messageKey: "sales.errors.packForbidden" },
  option_invalid: { status: 404, messageKey: "sales.errors.optionInvalid" },
  sale_not_found: { status: 404, messageKey: "sales.errors.saleNotFound" },
  template_invalid: { status: 400, messageKey: "sales.errors.templateInvalid" },
  text_invalid: { status: 400, messageKey: "sales.errors.textInvalid" },
  vars_invalid: { status: 400, messageKey: "sales.errors.varsInvalid" },
  delivery_date_in_past: { status: 422, messageKey: "sales.errors.deliveryDateInPast" },
  send_in_progress: { status: 409, messageKey: "sales.errors.sendInProgress" },
  text_required: { status: 400, messageKey: "sales.errors.invalidInput" },
  template_required: { status: 400, messageKey: "sales.errors.invalidInput" },
  hours_required: { status: 400, messageKey: "sales.errors.invalidInput" },
  label_unavailable: { status: 404, messageKey: "sales.errors.labelUnavailable" },
  // The marketplace answered failed_shipments (notes §11); details.failed names each shipment and reason.
  label_failed: { status: 422, messageKey: "sales.errors.labelFailed" },
  unknown_sales: { status: 400, messageKey: "sales.errors.unknownSales" },
  nothing_to_send: { status: 400, messageKey: "sales.errors.nothingToSend" },

  // Runs (bulk invoice links, bulk free shipping).
  run_not_found: { status: 404, messageKey: "ui.error.not_found" },
  nothing_to_retry: { status: 409, messageKey: "errors.nothing_to_retry" },

  // Shipping: our plan's refusals of a free-shipping change (lib/shipping/plan-change.ts), 422 with the plan.
  classified_item: { status: 422, messageKey: "shipping.refusal.classified_item" },
  item_closed: { status: 422, messageKey: "shipping.refusal.item_closed" },
  category_not_accepting: { status: 422, messageKey: "shipping.refusal.category_not_accepting" },
  mode_not_me2: { status: 422, messageKey: "shipping.refusal.mode_not_me2" },
  no_accepted_method: { status: 422, messageKey: "shipping.refusal.no_accepted_method" },
  not_applicable: { status: 422, messageKey: "shipping.refusal.not_applicable" },
  mode_change_not_confirmed: { status: 422, messageKey: "shipping.refusal.mode_change_not_confirmed" },
  nothing_to_restore: { status: 409, messageKey: "shipping.restore.nothing" },
  unknown_items: { status: 400, ...generic },
  nothing_to_change: { status: 400, messageKey: "shipping.bulk.nothingToChange" },

  // Metrics.
  invalid_range: { status: 400, messageKey: "metrics.errors.invalidRange" },
  range_too_long: { status: 400, messageKey: "metrics.errors.invalidRange" },

  // Catalog: the marketplace closed its public search to this application (the page says it in full).
  search_closed: { status: 403, messageKey: "catalog.search.closedTitle" },

  // Team (lib/team).
  invalid_link: { status: 404, messageKey: "team.join.errors.invalid_link" },
  expired_link: { status: 410, messageKey: "team.join.errors.expired_link" },
  used_link: { status: 410, messageKey: "team.join.errors.used_link" },
  account_exists: { status: 401, messageKey: "team.join.errors.account_exists" },
  already_member: { status: 409, messageKey: "team.join.errors.already_member" },
  link_no_accounts: { status: 410, messageKey: "team.join.errors.link_no_accounts" },
  grant_not_owned: { status: 403, messageKey: "team.settings.errors.grant_not_owned" },
  grant_disconnected: { status: 409, messageKey: "team.settings.errors.grant_disconnected" },
  too_many_attempts: { status: 429, messageKey: "team.join.errors.too_many_attempts" },
  no_account_access: { status: 403, messageKey: "accounts.errors.noAccess" },
  member_not_found: { status: 404, messageKey: "team.settings.errors.member_not_found" },
  invitation_not_found: { status: 404, messageKey: "team.settings.errors.invitation_not_found" },
  last_owner: { status: 409, messageKey: "team.settings.errors.last_owner" },
  person_in_other_account: { status: 403, messageKey: "team.settings.errors.person_in_other_account" },

  // Push notifications (Settings → Notifications → This device).
  push_endpoint_refused: { status: 400, messageKey: "push.errors.push_endpoint_refused" },
  too_many_devices: { status: 409, messageKey: "push.errors.too_many_devices" },
  wrong_password: { status: 400, messageKey: "team.security.errors.wrong_password" },
  no_password: { status: 409, messageKey: "team.security.errors.no_password" },

  // Listing edits (lib/listing/edit-listing.ts); details carry what the editor shows (both values, limits, causes).
  listing_changed: { status: 409, messageKey: "listings.errors.changed" },
  price_automation_unconfirmed: { status: 409, messageKey: "listings.errors.automationUnconfirmed" },
  listing_read_only: { status: 422, messageKey: "listings.errors.readOnly" },
  listing_under_review: { status: 422, messageKey: "listings.errors.underReview" },
  price_out_of_range: { status: 422, messageKey: "listings.errors.priceOutOfRange" },
  stock_out_of_range: { status: 422, messageKey: "listings.errors.stockOutOfRange" },
  unknown_variation: { status: 422, messageKey: "listings.errors.unknownVariation" },
  listing_edit_refused: { status: 422, messageKey: "listings.errors.refused" },
  // Bulk listing edits (lib/listing/bulk): a CSV that cannot be read as a whole (one bad row is named instead).
  csv_unreadable: { status: 400, messageKey: "listings.bulk.errors.csvUnreadable" },
  csv_no_columns: { status: 400, messageKey: "listings.bulk.errors.csvNoColumns" },
  csv_too_many_rows: { status: 400, messageKey: "listings.bulk.errors.csvTooManyRows" },

  // The marketplace's notification callback (no page reads these).
  invalid_notification: { status: 400, ...generic },
  notification_too_large: { status: 413, ...generic },
  notification_not_stored: { status: 503, ...generic },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The entry of a code read off the wire (any string: `constructor` is not a code). */
export function errorEntry(code: string): ErrorEntry | undefined {
  return Object.hasOwn(ERROR_CODES, code) ? (ERROR_CODES as Record<string, ErrorEntry>)[code] : undefined;
}
