import { processSingleton } from "../process-singleton";

/**
 * Which shipment each sale ships with, as this process has seen it in our copy (the list, an opened
 * sale). A sale's shipment id never changes once it has one, so this needs no invalidation: opening a
 * sale the list has shown can ask for its shipment together with the guide, caps and conversation,
 * instead of after reading our copy for the id. Per workspace, bounded (the oldest entries go first).
 */
const MAX_ENTRIES = 20_000;
const known = processSingleton("shipmentIds", () => new Map<string, bigint>());
const key = (workspaceId: string, saleId: bigint) => `${workspaceId}:${saleId}`;

export function rememberShipmentId(workspaceId: string, saleId: bigint, shipmentId: bigint | null): void {
  if (shipmentId === null) return;
  const k = key(workspaceId, saleId);
  known.delete(k); // re-inserted last: the most recently seen stay
  known.set(k, shipmentId);
  if (known.size > MAX_ENTRIES) known.delete(known.keys().next().value!);
}

export function knownShipmentId(workspaceId: string, saleId: bigint): bigint | undefined {
  return known.get(key(workspaceId, saleId));
}
