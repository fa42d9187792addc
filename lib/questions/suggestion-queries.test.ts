import { describe, expect, it } from "vitest";
import { wordQueries } from "./suggestion-queries";

describe("wordQueries", () => {
  it("asks the whole history for every word, then all but one, then any two; the item for any word", () => {
    const q = wordQueries(["envi", "dia", "hac", "cordob"])!;
    expect(q.any).toBe("'cordob' | 'envi' | 'dia' | 'hac'");
    expect(q.stages[0]).toBe("('cordob' & 'envi' & 'dia' & 'hac')");
    expect(q.stages[1]).toContain("('envi' & 'dia' & 'hac')");
    expect(q.stages[2]).toContain("('cordob' & 'envi')");
    expect(q.closest).toBe(q.stages[2]);
  });

  it("needs no stage it cannot fill: one word, two words", () => {
    expect(wordQueries(["garanti"])).toEqual({ any: "'garanti'", stages: ["'garanti'"], closest: "'garanti'" });
    expect(wordQueries(["garanti", "oficial"])!.stages).toEqual(["('garanti' & 'oficial')", "'garanti' | 'oficial'"]);
    expect(wordQueries([])).toBeNull();
  });

  it("keeps the seven longest words and escapes quotes and backslashes", () => {
    const q = wordQueries(["a", "bb", "ccc", "dddd", "eeeee", "ffffff", "ggggggg", "hhhhhhhh", "o'k\\"])!;
    expect(q.any.split(" | ")).toHaveLength(7);
    expect(q.any).not.toContain("'a'");
    expect(q.any).toContain("'o''k\\\\'");
  });
});
