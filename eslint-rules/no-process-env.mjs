/**
 * One reader of the environment: lib/env.ts reads process.env once, validates it with zod and hands the
 * rest of the app typed settings (`env()`). Elsewhere in app code, `process.env` (also `process["env"]`,
 * `const { env } = process`, `globalThis.process.env`) is an error; a place that truly cannot use
 * lib/env.ts says why on an eslint-disable line.
 */
const isProcess = (node) =>
  (node.type === "Identifier" && node.name === "process") ||
  (node.type === "MemberExpression" &&
    !node.computed &&
    node.property.name === "process" &&
    node.object.type === "Identifier" &&
    node.object.name === "globalThis");

const isEnvKey = (node) =>
  (!node.computed && node.property.type === "Identifier" && node.property.name === "env") ||
  (node.computed && node.property.type === "Literal" && node.property.value === "env");

export const noProcessEnv = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      env: "Read settings through env() from lib/env.ts (validated, typed), not process.env.",
    },
  },
  create(context) {
    return {
      MemberExpression(node) {
        if (isProcess(node.object) && isEnvKey(node)) context.report({ node, messageId: "env" });
      },
      VariableDeclarator(node) {
        if (node.id.type !== "ObjectPattern" || !node.init || !isProcess(node.init)) return;
        for (const property of node.id.properties)
          if (property.type === "Property" && !property.computed && property.key.type === "Identifier" && property.key.name === "env")
            context.report({ node: property, messageId: "env" });
      },
    };
  },
};
