const fs = require("fs");
const path = require("path");
const puppeteer = require("puppeteer");
const registerPack = require("../rules/pack.cjs");

(async () => {
  const url = process.argv[2];
  const axeSrc = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  registerPack({ configure: () => {} }); // validate pack before launching the browser
  const browser = await puppeteer.launch({ headless: "new" });
  const all = [];
  for (const vp of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
    const page = await browser.newPage();
    await page.setViewport(vp);
    await page.goto(url, { waitUntil: "networkidle2" });
    await page.evaluate(axeSrc);
    const packSrc = fs.readFileSync(path.join(__dirname, "../rules/pack.cjs"), "utf8");
    const res = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ["violations"] })).violations);
    all.push({ viewport: vp, violations: res, packBytes: packSrc.length });
  }
  await browser.close();
  process.stdout.write(JSON.stringify(all, null, 2));
})();
