import { describe, expect, it } from "vitest";
import { lowestNode, nodeRefusal, siteEngines } from "./nodeVersion";

describe("the Node a site needs", () => {
  it("is read from the template's engines", () => {
    expect(lowestNode(siteEngines())).toEqual([22, 12]);
  });

  it.each(["22.12.0", "22.20.1", "23.0.0", "24.21.0", "30.1.2"])("admits %s", (version) => {
    expect(nodeRefusal(version, ">=22.12")).toBeUndefined();
  });

  it.each(["20.20.2", "22.11.9", "18.20.0"])(
    "refuses %s, naming the version needed and how to get it",
    (version) => {
      const why = nodeRefusal(version, ">=22.12")!;
      expect(why).toContain("needs Node.js 22.12 or later");
      expect(why).toContain(`this is Node.js ${version}`);
      expect(why).toContain("https://nodejs.org/");
      expect(why).toContain("npm create pmfolio@latest");
    },
  );

  it("refuses an engines range it cannot read, rather than guess", () => {
    expect(() => lowestNode("^22 || ^24")).toThrow(/engines\.node should read/);
  });
});
