// Loaded with NODE_OPTIONS="--import file:///…/bench/cpu-profile-preload.mjs" (`node --cpu-prof` is refused in
// NODE_OPTIONS, and `next start` serves from a child process it spawns with those options).
// SIGUSR2 starts the V8 sampling profiler; the next SIGUSR2 writes $BENCH_CPU_PROF_DIR/<pid>-<n>.cpuprofile
// (open it in Chrome DevTools or read it with bench/cpu-profile-top.ts).
import fs from "node:fs";
import inspector from "node:inspector";
import path from "node:path";

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  let running = false;
  let n = 0;
  process.on("SIGUSR2", () => {
    if (!running) {
      running = true;
      session.post("Profiler.enable", () =>
        session.post("Profiler.setSamplingInterval", { interval: 500 }, () => session.post("Profiler.start")),
      );
      return;
    }
    running = false;
    session.post("Profiler.stop", (error, result) => {
      if (error) return console.error("[cpu-profile]", error);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${process.pid}-${n++}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
