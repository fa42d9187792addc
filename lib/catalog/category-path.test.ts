import { describe, expect, it } from "vitest";
import { distinguishingDepths } from "./category-path";

describe("distinguishingDepths", () => {
  it("keeps the parent visible, and more ancestors only where same-named categories share it", () => {
    const list = [
      { name: "Honda", ancestors: ["Accesorios para Vehículos", "Repuestos Autos", "Transmisión"] },
      { name: "Honda", ancestors: ["Accesorios para Vehículos", "Repuestos Motos", "Transmisión"] },
      { name: "Honda", ancestors: ["Accesorios para Vehículos", "Repuestos Motos", "Frenos de Moto"] },
      { name: "Heladeras", ancestors: ["Electrodomésticos", "Refrigeración"] },
      { name: "Electrodomésticos", ancestors: [] },
    ];
    expect(distinguishingDepths(list)).toEqual([2, 2, 1, 1, 0]);
  });

  it("shows the whole path when one category's path is the end of the other's", () => {
    const list = [
      { name: "Accesorios", ancestors: ["Celulares"] },
      { name: "Accesorios", ancestors: ["Hogar", "Celulares"] },
      { name: "Accesorios", ancestors: [] },
    ];
    expect(distinguishingDepths(list)).toEqual([1, 2, 0]);
  });
});
