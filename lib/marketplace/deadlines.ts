/**
 * How long a send a person is waiting on (an answer, a sale message) keeps retrying 429s before our API
 * says the marketplace is limiting (issue 58 item 14): the page then says so, counts down and tries again
 * itself, instead of a button spinning for a minute while the call retries out of sight.
 */
export const INTERACTIVE_WRITE_DEADLINE_MS = 6_000;
