/**
 * One way to the marketplace: every call goes through lib/marketplace/ (http.ts's governor, retries,
 * error mapping; client.ts's token refresh on 401). Outside it, app/ and lib/ may not open HTTP
 * requests of their own: no global `fetch(...)` (also as globalThis/window/self.fetch), no value import
 * from "undici" (request, Agent, fetch, …), no request-making import from node:http(s) (`request`, `get`,
 * `Agent`, or the whole module). Types and servers (`createServer`, IncomingMessage) stay allowed.
 */
const NODE_HTTP = new Set(["node:http", "node:https", "http", "https"]);
const NODE_HTTP_REQUESTS = new Set(["request", "get", "Agent", "globalAgent", "ClientRequest"]);
const GLOBALS = new Set(["globalThis", "window", "self"]);

export const noRawHttp = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      fetch: "No raw fetch here: call the marketplace through lib/marketplace (its client, or http.bytes for files).",
      undici: "No undici requests outside lib/marketplace: call the marketplace through its client.",
      nodeHttp: "No node:http(s) requests outside lib/marketplace: call the marketplace through its client.",
    },
  },
  create(context) {
    const isTypeOnly = (node, specifier) => node.importKind === "type" || specifier?.importKind === "type";
    return {
      CallExpression(node) {
        const { callee } = node;
        const isFetch =
          (callee.type === "Identifier" && callee.name === "fetch") ||
          (callee.type === "MemberExpression" &&
            !callee.computed &&
            callee.property.name === "fetch" &&
            callee.object.type === "Identifier" &&
            GLOBALS.has(callee.object.name));
        if (isFetch) context.report({ node, messageId: "fetch" });
      },
      ImportDeclaration(node) {
        const source = node.source.value;
        if (node.importKind === "type") return;
        if (source === "undici") {
          if (node.specifiers.length === 0 || node.specifiers.some((s) => !isTypeOnly(node, s)))
            context.report({ node, messageId: "undici" });
          return;
        }
        if (!NODE_HTTP.has(source)) return;
        const requests = node.specifiers.some(
          (s) => !isTypeOnly(node, s) && (s.type !== "ImportSpecifier" || NODE_HTTP_REQUESTS.has(s.imported.name ?? s.imported.value)),
        );
        if (requests) context.report({ node, messageId: "nodeHttp" });
      },
      ImportExpression(node) {
        if (node.source.type === "Literal" && (node.source.value === "undici" || NODE_HTTP.has(node.source.value)))
          context.report({ node, messageId: node.source.value === "undici" ? "undici" : "nodeHttp" });
      },
    };
  },
};
