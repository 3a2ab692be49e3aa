import { chromium } from "playwright";
import { injectAxe, getViolations } from "axe-playwright";
import fs from "node:fs";

const base = process.argv[2] || "http://127.0.0.1:6006";
const index = await (await fetch(`${base}/index.json`)).json();
const browser = await chromium.launch();
const page = await browser.newPage();
const out = [];
for (const entry of Object.values(index.entries).filter((e) => e.type === "story")) {
  await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=story`);
  await page.waitForSelector("#storybook-root");
  await injectAxe(page);
  const violations = await getViolations(page, "#storybook-root");
  out.push({ component: entry.title, story: entry.name, violations: violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })) });
}
await browser.close();
fs.writeFileSync("a11y-sweep.json", JSON.stringify(out, null, 2));
console.log(`${out.length} stories swept`);
