/**
 * A refusal the team domain explains to the user. `code` is stable (the UI translates it); `status` is
 * the HTTP status a route answers with. Kept free of Next imports so the domain is testable alone.
 */
export class TeamError extends Error {
  constructor(
    readonly code: TeamErrorCode,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type TeamErrorCode =
  | "invalid_link"
  | "expired_link"
  | "used_link"
  | "account_exists"
  | "already_member"
  | "member_not_found"
  | "invitation_not_found"
  | "last_owner"
  | "too_many_attempts";
