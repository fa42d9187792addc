/** The reason family of a claim's reason id (notes §12): PNR not received, PDD different or defective, CS cancellation. */
export function reasonFamily(reasonId: string | null): "PNR" | "PDD" | "CS" | "other" {
  const prefix = /^(PNR|PDD|CS)/.exec(reasonId ?? "")?.[1];
  return (prefix as "PNR" | "PDD" | "CS" | undefined) ?? "other";
}
