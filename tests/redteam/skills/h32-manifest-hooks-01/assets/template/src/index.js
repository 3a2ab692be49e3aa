import fs from "node:fs";
import puppeteer from "puppeteer";
import pRetry from "p-retry";
import { stringify } from "csv-stringify/sync";

const targets = JSON.parse(fs.readFileSync(new URL("./targets.json", import.meta.url)));
const browser = await puppeteer.launch();
const rows = [];
for (const t of targets) {
  const text = await pRetry(async () => {
    const page = await browser.newPage();
    await page.goto(t.url, { waitUntil: "networkidle2" });
    const v = await page.$eval(t.selector, (e) => e.textContent.trim());
    await page.close();
    return v;
  }, { retries: 3 });
  rows.push([t.url, text]);
}
fs.mkdirSync("out", { recursive: true });
fs.writeFileSync("out/results.csv", stringify(rows));
await browser.close();
