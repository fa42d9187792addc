import { describe, expect, it } from "vitest";
import { itemThumbnail } from "./thumbnail";

describe("itemThumbnail", () => {
  it("prefers the https picture, and upgrades the marketplace's plain-http host", () => {
    expect(itemThumbnail({ secure_thumbnail: "https://a.mlstatic.com/x.jpg", thumbnail: "http://a.mlstatic.com/x.jpg" })).toBe(
      "https://a.mlstatic.com/x.jpg",
    );
    expect(itemThumbnail({ thumbnail: "http://http2.mlstatic.com/D_1.jpg" })).toBe("https://http2.mlstatic.com/D_1.jpg");
  });

  it("leaves other hosts (the local sandbox) as they are, and says null when there is none", () => {
    expect(itemThumbnail({ thumbnail: "http://localhost:4010/pictures/1.png" })).toBe("http://localhost:4010/pictures/1.png");
    expect(itemThumbnail({ thumbnail: "http://evil.mlstatic.com.example/x.jpg" })).toBe("http://evil.mlstatic.com.example/x.jpg");
    expect(itemThumbnail({})).toBeNull();
  });
});
