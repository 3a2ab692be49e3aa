// Generate src/icons/index.ts exporting every SVG in assets/icons as a URL.
import { readdirSync, writeFileSync, mkdirSync } from "node:fs";
const files = readdirSync("assets/icons").filter((f) => f.endsWith(".svg")).sort();
mkdirSync("src/icons", { recursive: true });
const lines = files.map((f) => {
  const id = f.replace(/\.svg$/, "").replace(/[-_](\w)/g, (_, c) => c.toUpperCase());
  return `export { default as ${id} } from "../../assets/icons/${f}?url";`;
});
writeFileSync("src/icons/index.ts", lines.join("\n") + "\n");
console.log(`icons: ${files.length}`);
