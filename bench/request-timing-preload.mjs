// Loaded into a bench server with NODE_OPTIONS="--import file:///…/bench/request-timing-preload.mjs" (set by
// startApp's `timedPath`). Times every request for $BENCH_TIMED_PATH on the server's own clock, from
// Node's `request` event (headers parsed) to the response's end, and appends one line per request to
// $BENCH_TIMING_FILE: "<start in ns of the monotonic clock, shared by every process> <duration in µs>".
// Several paths, comma-separated, are timed alike (a bench tells them apart by the time windows it sent them in).
// What a client sees beyond that is time before Node read the request: the event loop busy, or the
// process waiting for a core.
import { appendFile, appendFileSync } from "node:fs";
import { subscribe } from "node:diagnostics_channel";

const paths = new Set((process.env.BENCH_TIMED_PATH ?? "").split(",").filter(Boolean));
const file = process.env.BENCH_TIMING_FILE;
if (paths.size && file) {
  const started = new WeakMap();
  let lines = [];
  subscribe("http.server.request.start", ({ request, response }) => {
    if (paths.has(request.url)) started.set(response, process.hrtime.bigint());
  });
  subscribe("http.server.response.finish", ({ response }) => {
    const start = started.get(response);
    if (start !== undefined) lines.push(`${start} ${(process.hrtime.bigint() - start) / 1000n}\n`);
  });
  // Written twice a second, off the request path; the rest when the server exits.
  const take = () => lines.splice(0).join("");
  setInterval(() => lines.length && appendFile(file, take(), () => {}), 500).unref();
  process.on("exit", () => lines.length && appendFileSync(file, take()));
}
