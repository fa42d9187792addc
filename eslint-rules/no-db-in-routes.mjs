import fs from "node:fs";
import path from "node:path";

/**
 * Route files are thin: session and role (lib/api's wrappers), the body (readJson), one domain call, the
 * answer. They do not query the database themselves: a query in a route is one no test of the domain module
 * sees, and the next route copies it. The session's user and the account's facts come on the route context
 * (withSeller, withPerson); anything else is a lib/<feature>/ function that takes the db. Refused here:
 * a call on a Prisma model delegate (`db.user.findUnique(…)`, `(await getDb()).workspace.count(…)`, any
 * expression before the model), the client's raw and transaction methods (`$queryRaw`, `$executeRawUnsafe`,
 * `$transaction`, …, called or tagged), and importing Prisma's client. Passing `await getDb()` on is fine.
 */
const OPERATIONS = new Set([
  "findUnique",
  "findUniqueOrThrow",
  "findFirst",
  "findFirstOrThrow",
  "findMany",
  "create",
  "createMany",
  "createManyAndReturn",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "upsert",
  "delete",
  "deleteMany",
  "count",
  "aggregate",
  "groupBy",
]);
const CLIENT_METHODS = /^\$(queryRaw|queryRawUnsafe|executeRaw|executeRawUnsafe|transaction)$/;

/** The client's model delegates (`user`, `workspaceSync`, …), read from the schema when ESLint loads the rule. */
function modelDelegates() {
  const schema = fs.readFileSync(path.join(import.meta.dirname, "../prisma/schema.prisma"), "utf8");
  return new Set([...schema.matchAll(/^model (\w+)/gm)].map(([, name]) => name[0].toLowerCase() + name.slice(1)));
}
const MODELS = modelDelegates();

const propertyName = (member) => (member.type === "MemberExpression" && !member.computed ? member.property.name : null);

export const noDbInRoutes = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      query:
        "Route files do not query the database: take it from the route context (user, nickname…) or call a lib/<feature>/ function with the db.",
      prisma: "Route files do not use Prisma's client: call a lib/<feature>/ function with the db.",
    },
  },
  create(context) {
    const isModelCall = (callee) =>
      OPERATIONS.has(propertyName(callee)) && callee.object.type === "MemberExpression" && MODELS.has(propertyName(callee.object));
    const isClientMethod = (callee) => CLIENT_METHODS.test(propertyName(callee) ?? "");
    return {
      CallExpression(node) {
        if (isModelCall(node.callee) || isClientMethod(node.callee)) context.report({ node, messageId: "query" });
      },
      TaggedTemplateExpression(node) {
        if (isClientMethod(node.tag)) context.report({ node, messageId: "query" });
      },
      ImportDeclaration(node) {
        if (node.importKind !== "type" && /^(@prisma\/client|.*\/generated\/prisma)/.test(node.source.value))
          context.report({ node, messageId: "prisma" });
      },
    };
  },
};
