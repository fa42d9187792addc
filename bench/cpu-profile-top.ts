import { readFileSync } from "node:fs";

/**
 * The functions and files that used the most CPU in a .cpuprofile (self time), for a quick look without
 * DevTools. Run: npx tsx bench/cpu-profile-top.ts <file.cpuprofile> [count]
 */
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] };
const profile = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};
const count = Number(process.argv[3] ?? 25);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = (profile.endTime - profile.startTime) / 1000;
const short = (url: string) => url.replace(/^.*\/(node_modules|\.next)\//, "$1/").replace(/^file:\/\//, "");
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const fn = `${functionName || "(anonymous)"} ${short(url)}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us / 1000);
  const file = url ? short(url).replace(/^(node_modules\/(@[^/]+\/)?[^/]+).*$/, "$1") : `(${functionName})`;
  byFile.set(file, (byFile.get(file) ?? 0) + us / 1000);
}
const top = (m: Map<string, number>) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([k, v]) => `${v.toFixed(0).padStart(7)} ms ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`)
    .join("\n");
console.log(
  `profile of ${total.toFixed(0)} ms\n\nby package / file (self time):\n${top(byFile)}\n\nby function (self time):\n${top(byFunction)}`,
);
