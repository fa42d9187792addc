import { expect } from "vitest";
import { getClaim, type MarketplaceClaim } from "../claims";
import type { ContractRow } from "./table";

/**
 * Claims: the documented claim (global selling's example: an MLM claim in dispute with a return) through
 * the desk's own read, and what the desk shows of it: the order it is on, whose move, the only action
 * offered, and that a return exists.
 */
export const CLAIMS_ROWS: ContractRow[] = [
  {
    sample: "claims-get-1.json",
    read: ({ client }) => getClaim(client, 5298903643),
    check: (seen) => {
      const claim = seen as MarketplaceClaim;
      expect(claim).toMatchObject({
        id: 5298903643,
        resource: "order",
        resourceId: 2000009256002260,
        status: "opened",
        type: "mediations",
        stage: "dispute",
        reasonId: "PDD9939",
        siteId: "MLM",
        buyerId: 1517482146,
        hasReturn: true,
        resolution: null,
      });
      // Nobody holds a mandatory action in the dispute: the mediator decides, and the seller may only write to them.
      expect(claim.move).toBe("mediator");
      expect(claim.sellerActions).toEqual([{ action: "send_message_to_mediator", mandatory: false, dueDate: null }]);
      expect(claim.dueDate).toBeNull();
    },
  },
];
