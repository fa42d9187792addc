import { AppError } from "../errors/app-error";
import { saleIdSchema } from "../schemas/sales";

/** Path ids of sales (pack or order ids): digits only, else a clear 400. */
export function parseSaleId(raw: string): bigint {
  if (!saleIdSchema.safeParse(raw).success) throw new AppError("invalid_sale_id", "The sale id must be a pack or order number.");
  return BigInt(raw);
}
