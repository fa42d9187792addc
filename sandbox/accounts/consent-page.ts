import type { User } from "./types.ts";
import type { ValidAuthorization } from "./authorize-checks.ts";

/** The name the consent page shows for the one registered application. */
const APP_NAME = "Mostrador";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

// Inline CSS only: the page must work offline and with no other asset routes in the sandbox.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem}
h1{font-size:1.375rem;margin:0 0 .5rem}
p{margin:0 0 1rem}
fieldset{border:0;margin:0 0 1.25rem;padding:0}
legend{font-weight:600;margin-bottom:.5rem;padding:0}
label{display:flex;gap:.75rem;align-items:center;padding:.625rem .75rem;border:1px solid #d1d5db;border-radius:.5rem;margin-bottom:.5rem;cursor:pointer;overflow-wrap:anywhere}
label:has(input:checked){border-color:#2563eb;background:#eff6ff}
input[type=radio]{width:1.125rem;height:1.125rem;flex:none;margin:0;accent-color:#2563eb}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button{flex:1 1 9rem;min-height:2.75rem;font:inherit;font-weight:600;border-radius:.5rem;padding:.5rem 1rem;cursor:pointer}
.allow{background:#2563eb;color:#fff;border:1px solid #2563eb}
.cancel{background:#fff;color:#1f2937;border:1px solid #9ca3af}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{border-left:4px solid #dc2626}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export const accountLabel = (u: User) => `${u.nickname} · ${u.site_id} · ${u.role === "seller" ? "Seller" : "Buyer"}`;

/** Sellers first (the accounts an integrator usually wants), then buyers, each by id. */
function orderedUsers(users: Iterable<User>): User[] {
  return [...users].sort((a, b) => (a.role === b.role ? a.id - b.id : a.role === "seller" ? -1 : 1));
}

export function renderConsentPage(params: ValidAuthorization, users: Iterable<User>): string {
  const hidden = Object.entries({ response_type: "code", ...params })
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
  const options = orderedUsers(users)
    .map((u, i) => {
      const id = `user-${u.id}`;
      return `<label for="${id}"><input type="radio" id="${id}" name="user_id" value="${u.id}"${i === 0 ? " checked" : ""} required>${escapeHtml(accountLabel(u))}</label>`;
    })
    .join("\n");
  return layout(
    `Authorize ${APP_NAME}`,
    `<div class="card">
<h1>Authorize ${APP_NAME}</h1>
<p>${APP_NAME} wants read, write and offline access to your account: it can read your data, act on your behalf and keep access while you are away.</p>
<form method="post" action="/authorization">
${hidden}
<fieldset>
<legend>Choose an account</legend>
${options}
</fieldset>
<div class="actions">
<button type="submit" class="allow" name="decision" value="allow">Allow access</button>
<button type="submit" class="cancel" name="decision" value="cancel" formnovalidate>Cancel</button>
</div>
</form>
</div>`,
  );
}

export function renderErrorPage(error: string, description: string): string {
  return layout(
    "Authorization error",
    `<div class="card error" role="alert">
<h1>The application cannot connect to your account</h1>
<p>${escapeHtml(`${error}: ${description}`)}</p>
</div>`,
  );
}
