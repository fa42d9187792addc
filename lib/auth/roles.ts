/** Team roles, weakest first. Shared by server and browser (labels, hiding controls). */
export const ROLES = ["viewer", "agent", "owner"] as const;
export type Role = (typeof ROLES)[number];

export function hasRole(actual: Role, required: Role): boolean {
  return ROLES.indexOf(actual) >= ROLES.indexOf(required);
}
