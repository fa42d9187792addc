import { describe, expect, it } from "vitest";
import { searchParamsSchema } from "./search";
import { clampPaging } from "./search-paging";

describe("clampPaging", () => {
  it("leaves valid paging as it is", () => {
    expect(clampPaging("q=mesa&offset=24&limit=12")).toBe("q=mesa&offset=24&limit=12");
    expect(clampPaging("q=mesa")).toBe("q=mesa");
  });

  it("clamps an offset below 0 and a limit past the largest page", () => {
    expect(clampPaging("q=mesa&offset=-5&limit=99999")).toBe("q=mesa&limit=50");
    expect(clampPaging("q=mesa&offset=99999999&limit=0")).toBe("q=mesa&offset=10000&limit=1");
  });

  it("drops values that are not numbers and truncates fractions", () => {
    expect(clampPaging("q=mesa&offset=abc&limit=")).toBe("q=mesa");
    expect(clampPaging("q=mesa&offset=12.7&limit=24.2")).toBe("q=mesa&offset=12&limit=24");
  });

  it("gives what the API's schema accepts", () => {
    for (const raw of ["offset=-5&limit=99999", "offset=1e9&limit=-3", "offset=NaN&limit=Infinity", "offset=3.5&limit=2.5"]) {
      const fixed = Object.fromEntries(new URLSearchParams(clampPaging(`q=x&${raw}`)));
      expect(searchParamsSchema.safeParse(fixed).success, raw).toBe(true);
    }
  });
});
