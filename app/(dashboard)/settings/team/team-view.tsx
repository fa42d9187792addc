"use client";

import type { Role } from "@/lib/auth/roles";
import { InviteForm } from "./invite-form";
import { MembersList } from "./members-list";
import { PendingInvitations } from "./pending-invitations";

/** Owners manage the team; agents and viewers see who is on it. */
export function TeamView({ viewerId, viewerRole }: { viewerId: string; viewerRole: Role }) {
  const isOwner = viewerRole === "owner";
  return (
    <>
      <MembersList viewerId={viewerId} isOwner={isOwner} />
      {isOwner && (
        <>
          <InviteForm />
          <PendingInvitations />
        </>
      )}
    </>
  );
}
