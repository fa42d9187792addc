import { SITES, type SiteId } from "../accounts/types.ts";
import { Rng } from "../core/rng.ts";
import { FACETS } from "./data/facets.ts";
import { FAMILIES_CLASSIFIED_MISC } from "./data/families-classified-misc.ts";
import { FAMILIES_FASHION_LEISURE } from "./data/families-fashion-leisure.ts";
import { FAMILIES_TECH_HOME } from "./data/families-tech-home.ts";
import type { FamilyDef } from "./data/family-types.ts";
import { fold, localName } from "./text.ts";
import type { ItemTopic } from "./types.ts";

export const FAMILIES: FamilyDef[] = [...FAMILIES_TECH_HOME, ...FAMILIES_FASHION_LEISURE, ...FAMILIES_CLASSIFIED_MISC];
export const SITE_IDS = Object.keys(SITES) as SiteId[];

/** A category of one site's tree, with what the item generator and the classifier need. */
export interface CatNode {
  id: string;
  name: string;
  site: SiteId;
  parent: CatNode | null;
  children: CatNode[];
  depth: number;
  family: FamilyDef;
  topic: ItemTopic;
  brandGroup: string;
  /** e.g. SNEAKERS; the catalog domain is `${site}-${domainKey}`. */
  domainKey: string;
  /** The name of the category that declared the domain ("Zapatillas"), used as domain_name. */
  domainName: string;
  adult: boolean;
  /** Synthetic marketplace-wide count (not the sandbox's own items): parents sum their children. */
  totalItems: number;
  /** Family-relative rank used to spread item popularity and settings. */
  ordinal: number;
}

export interface SiteTree {
  site: SiteId;
  roots: CatNode[];
  byId: Map<string, CatNode>;
  leaves: CatNode[];
  /** domain_id → leaves of that domain. */
  domains: Map<string, CatNode[]>;
}

interface Line {
  depth: number;
  label: string;
  domain?: string;
  facets: string[];
  literal: string[];
  topic?: ItemTopic;
  brands?: string;
  adult: boolean;
}

/** Trees are pure functions of the site (no clock, no state): built once per process and shared. */
const CACHE = new Map<SiteId, SiteTree>();

export function siteTree(site: SiteId): SiteTree {
  let tree = CACHE.get(site);
  if (!tree) {
    tree = buildTree(site);
    CACHE.set(site, tree);
  }
  return tree;
}

/** Drops a site's cached tree: the next siteTree() builds it again from the data (undoes edits). */
export function dropSiteTree(site: SiteId): void {
  CACHE.delete(site);
}

export function findCategory(id: string): CatNode | undefined {
  const site = id.slice(0, 3) as SiteId;
  return SITES[site] ? siteTree(site).byId.get(id) : undefined;
}

export function pathOf(node: CatNode): CatNode[] {
  const out: CatNode[] = [];
  for (let n: CatNode | null = node; n; n = n.parent) out.unshift(n);
  return out;
}

function buildTree(site: SiteId): SiteTree {
  const rng = new Rng(`catalog-tree:${site}`);
  const byId = new Map<string, CatNode>();
  const reserved = new Set(FAMILIES.map((f) => topId(f, site)));
  let counter = 1000 + rng.int(0, 400);
  const nextId = () => {
    do counter += rng.int(1, 37);
    while (reserved.has(counter));
    return `${site}${counter}`;
  };

  const roots: CatNode[] = [];
  for (const family of FAMILIES) {
    const label = family.names?.[site] ?? localName(family.name, site);
    const root = makeNode(`${site}${topId(family, site)}`, label, site, null, family, {
      topic: family.topic,
      brands: family.brands,
      adult: false,
      domain: undefined,
    });
    byId.set(root.id, root);
    roots.push(root);
    const stack: CatNode[] = [root];
    for (const line of parseTree(family.tree)) {
      stack.length = line.depth - 1;
      const parent = stack[stack.length - 1]!;
      const node = makeNode(nextId(), localName(line.label, site), site, parent, family, {
        topic: line.topic ?? parent.topic,
        brands: line.brands ?? parent.brandGroup,
        adult: line.adult || parent.adult,
        domain: line.domain,
      });
      byId.set(node.id, node);
      parent.children.push(node);
      stack.push(node);
      const expand = (at: CatNode, labels: string[][], level: number) => {
        if (level >= labels.length) return;
        // Literal children are the real subcategories and always stay; facet values vary by site.
        const isLiteral = level === 0 && line.literal.length > 0;
        for (const childLabel of isLiteral ? labels[level]! : thin(rng, labels[level]!)) {
          const child = makeNode(nextId(), localName(childLabel, site), site, at, family, {
            topic: at.topic,
            brands: at.brandGroup,
            adult: at.adult,
            domain: undefined,
          });
          byId.set(child.id, child);
          at.children.push(child);
          expand(child, labels, level + 1);
        }
      };
      const levels = [...(line.literal.length ? [line.literal] : []), ...line.facets.map((f) => FACETS[f] ?? [])];
      expand(node, levels, 0);
    }
  }

  const leaves = [...byId.values()].filter((n) => n.children.length === 0);
  const domains = new Map<string, CatNode[]>();
  leaves.forEach((leaf, i) => {
    leaf.ordinal = i;
    leaf.totalItems = Math.round(Math.exp(rng.next() * 9) * (leaf.family.classified ? 3 : 8));
    const key = `${site}-${leaf.domainKey}`;
    domains.set(key, [...(domains.get(key) ?? []), leaf]);
  });
  const sum = (n: CatNode): number => (n.children.length ? (n.totalItems = n.children.reduce((s, c) => s + sum(c), 0)) : n.totalItems);
  roots.forEach(sum);
  return { site, roots, byId, leaves, domains };
}

/** Drops a few facet values per site so sites differ a little, keeping at least two. */
function thin(rng: Rng, labels: string[]): string[] {
  const kept = labels.filter(() => rng.next() > 0.08);
  return kept.length >= 2 ? kept : labels.slice(0, 2);
}

function topId(family: FamilyDef, site: SiteId): number {
  return typeof family.id === "number" ? family.id : (family.id[site] ?? family.id.def);
}

function makeNode(
  id: string,
  name: string,
  site: SiteId,
  parent: CatNode | null,
  family: FamilyDef,
  own: { topic: ItemTopic; brands: string; adult: boolean; domain: string | undefined },
): CatNode {
  const domainKey =
    own.domain ??
    parent?.domainKey ??
    fold(name)
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, "_");
  return {
    id,
    name,
    site,
    parent,
    children: [],
    depth: parent ? parent.depth + 1 : 1,
    family,
    topic: own.topic,
    brandGroup: own.brands,
    adult: own.adult,
    domainKey,
    domainName: own.domain || !parent?.domainName ? name : parent.domainName,
    totalItems: 0,
    ordinal: 0,
  };
}

/** Parses the tree text of a family (format in data/families-tech-home.ts). */
function parseTree(text: string): Line[] {
  const out: Line[] = [];
  for (const raw of text.split("\n")) {
    if (!raw.trim()) continue;
    const indent = raw.length - raw.trimStart().length;
    // Markers (@facet #topic $brands !adult) may follow the literal children, so strip them first.
    const markers = [...raw.matchAll(/\s([@#$!])(\w+)/g)];
    const bare = raw.replace(/\s[@#$!]\w+/g, "").trim();
    const [main, literal] = bare.split(" > ");
    const [es, pt, domain] = main!.split("|");
    const line: Line = {
      depth: indent / 2 + 2,
      label: `${es}|${pt}`,
      domain: domain?.trim() || undefined,
      facets: [],
      literal: [],
      adult: false,
    };
    for (const [, kind, word] of markers) {
      if (kind === "@") line.facets.push(word!);
      if (kind === "#") line.topic = word as ItemTopic;
      if (kind === "$") line.brands = word!;
      if (kind === "!") line.adult = true;
    }
    line.literal = literal ? literal.split(", ").map((l) => (l.includes("|") ? l : `${l}|${l}`)) : [];
    out.push(line);
  }
  return out;
}
