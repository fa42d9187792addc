import type { CatNode } from "./tree.ts";

/**
 * What item generation derives from a leaf alone, without randomness (its folded path words, the brand
 * its path names, its title noun, each attribute's value lookups), computed once per leaf instead of
 * once per listing: the public catalog makes ~17,000 listings over a few thousand leaves. Names and
 * paths change with tree edits, which forget these with the other derived caches.
 */
const MEMOS = new Map<string, Map<string, unknown>>();

export function memoForLeaf<T>(leaf: CatNode, key: string, make: () => T): T {
  let memos = MEMOS.get(leaf.id);
  if (!memos) MEMOS.set(leaf.id, (memos = new Map()));
  if (!memos.has(key)) memos.set(key, make());
  return memos.get(key) as T;
}

export function forgetLeafMemos(): void {
  MEMOS.clear();
}
