"use client";

import type { Role } from "@/lib/auth/roles";
import type { GrantableAccount } from "@/lib/schemas/team";
import { InviteForm } from "./invite-form";
import { MembersList } from "./members-list";
import { PendingInvitations } from "./pending-invitations";

/** Owners manage the team; agents and viewers see who is on it. */
export function TeamView({ viewerId, viewerRole, grantable }: { viewerId: string; viewerRole: Role; grantable: GrantableAccount[] }) {
  const isOwner = viewerRole === "owner";
  return (
    <>
      <MembersList viewerId={viewerId} isOwner={isOwner} />
      {isOwner && (
        <>
          <InviteForm grantable={grantable} />
          <PendingInvitations />
        </>
      )}
    </>
  );
}
