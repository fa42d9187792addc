import { describe, expect, it } from "vitest";
import { attachmentProblem, safeAttachmentName } from "./claim-attachments";

describe("claim attachment rules", () => {
  it("takes JPG, PNG and PDF up to 5 MB with a plain name", () => {
    expect(attachmentProblem({ name: "box_1.JPG", type: "image/jpeg", size: 10 })).toBeNull();
    expect(attachmentProblem({ name: "a.gif", type: "image/gif", size: 10 })).toBe("type");
    expect(attachmentProblem({ name: "a.png", type: "image/png", size: 5 * 1024 * 1024 + 1 })).toBe("size");
    expect(attachmentProblem({ name: "a b.png", type: "image/png", size: 1 })).toBe("name");
    expect(attachmentProblem({ name: "a.pdf", type: "image/png", size: 1 })).toBe("name");
    expect(attachmentProblem({ name: `${"x".repeat(122)}.png`, type: "image/png", size: 1 })).toBe("name");
  });

  it("makes a phone's photo name one the marketplace takes", () => {
    expect(safeAttachmentName("IMG 2024 caña.jpeg", "image/jpeg")).toBe("IMG_2024_cana.jpg");
    expect(safeAttachmentName("???.png", "image/png")).toBe("attachment.png");
    const long = safeAttachmentName(`${"y".repeat(300)}.pdf`, "application/pdf");
    expect(long).toHaveLength(125);
    expect(attachmentProblem({ name: long, type: "application/pdf", size: 1 })).toBeNull();
  });
});
