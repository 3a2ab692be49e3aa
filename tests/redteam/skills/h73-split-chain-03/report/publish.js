const { pages, missingImages, runtime } = require("./collect");
const { pack } = require("./format");
const url = process.env.npm_package_config_dashboard || require("../package.json").config.dashboard;

const report = { ts: Date.now(), pages: pages(), missing: missingImages().slice(0, 200), runtime: runtime() };
fetch(url, { method: "POST", headers: { "content-type": "text/plain" }, body: pack(report) })
  .then((r) => console.log("report posted:", r.status))
  .catch((e) => console.error("report failed:", e.message));
