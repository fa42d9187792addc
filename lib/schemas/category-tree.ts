import { z } from "zod";

/** One category of a stored tree, compact: what offline search and the change list need. */
export const treeCategorySchema = z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable(), leaf: z.boolean() });
export type TreeCategory = z.infer<typeof treeCategorySchema>;

const ref = z.object({ id: z.string(), name: z.string() });
export const treeChangesSchema = z.object({
  added: z.array(ref),
  removed: z.array(ref),
  renamed: z.array(z.object({ id: z.string(), from: z.string(), to: z.string() })),
  moved: z.array(z.object({ id: z.string(), name: z.string(), fromParent: z.string().nullable(), toParent: z.string().nullable() })),
});
export type TreeChanges = z.infer<typeof treeChangesSchema>;

export const storedTreeSchema = z.object({
  site: z.string(),
  stored: z.boolean(),
  md5: z.string().nullable(),
  contentCreated: z.string().nullable(),
  readAt: z.string().nullable(),
  categoryCount: z.number().int(),
  categories: z.array(treeCategorySchema),
  changes: treeChangesSchema.nullable(),
});
export type StoredTree = z.infer<typeof storedTreeSchema>;

/** POST /api/catalog/tree: what an update did. */
export const treeUpdateSchema = storedTreeSchema.extend({ changed: z.boolean(), downloadMs: z.number() });
