"use client";

import { useLocale, useTranslations } from "next-intl";
import { useAccount } from "@/components/shell/account-context";
import type { InvitationGrant } from "@/lib/schemas/team";
import { formatList } from "@/lib/format";

/**
 * What a link grants, in words (the created link's label, a pending link's title and its Revoke button's
 * name): a link to this account alone reads as its role, as links always did ("Agent"); any other names each
 * account with its role ("TIENDA_PAMPA: Agent and CASA_DO_CAMPO_BR: Viewer").
 */
export function useGrantWords(): (grants: InvitationGrant[]) => string {
  const t = useTranslations();
  const locale = useLocale();
  const { workspaceId } = useAccount();
  return (grants) => {
    const [only] = grants;
    if (grants.length === 1 && only?.accountId === workspaceId) return t(`roles.${only.role}`);
    return formatList(
      grants.map((g) => t("team.settings.invite.grantItem", { nickname: g.nickname, role: t(`roles.${g.role}`) })),
      locale,
    );
  };
}
