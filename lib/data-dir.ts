import { chmodSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The data folder holds the embedded database, the notifications journal and the generated secrets:
 * only the server's own user may read it. Created 0700; at every start the folder is set back to 0700
 * and the secrets and journal files to 0600 (a folder made by an older version, or a copy, may be
 * looser). Plain (no server-only): scripts/start.ts runs it too.
 */
export const PRIVATE_FILES = /^(secrets\.json|notifications-journal\..*)$/;

export function secureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chmodSync(full, 0o700);
    else if (PRIVATE_FILES.test(entry.name)) chmodSync(full, 0o600);
  }
}
