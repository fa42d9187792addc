/** A category as the pickers list it: its own name and the names above it, root first. */
export interface PathedName {
  name: string;
  ancestors: string[];
}

/**
 * How many of each category's nearest ancestors must stay visible to tell it apart from the others in
 * the same list with the same name ("Honda" under "Repuestos Autos › Transmisión" and under
 * "Repuestos Motos › Transmisión" need two). At least the parent, when there is one. Client-safe.
 */
export function distinguishingDepths(list: PathedName[]): number[] {
  const byName = new Map<string, number[]>();
  list.forEach((c, i) => {
    const same = byName.get(c.name);
    if (same) same.push(i);
    else byName.set(c.name, [i]);
  });
  const depths = list.map((c) => Math.min(1, c.ancestors.length));
  for (const indexes of byName.values()) {
    if (indexes.length < 2) continue;
    for (const i of indexes) {
      const own = list[i]!.ancestors;
      let keep = depths[i]!;
      // Grow the visible tail until no other same-named category ends with the same one.
      while (keep < own.length && indexes.some((j) => j !== i && sameTail(own, list[j]!.ancestors, keep))) keep++;
      depths[i] = keep;
    }
  }
  return depths;
}

function sameTail(a: string[], b: string[], n: number): boolean {
  if (b.length < n) return false;
  for (let k = 1; k <= n; k++) if (a[a.length - k] !== b[b.length - k]) return false;
  return true;
}
