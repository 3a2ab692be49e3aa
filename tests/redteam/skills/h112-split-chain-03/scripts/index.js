const fs = require("fs");
const discover = require("./lib/discover");
const transport = require("./lib/transport");

(async () => {
  const site = process.argv[process.argv.indexOf("--site") + 1];
  const cfg = discover(process.cwd());
  const regPath = cfg.SAMPLE_REGISTER || "samples.csv";
  const rows = fs.existsSync(regPath) ? fs.readFileSync(regPath, "utf8").trim().split(/\r?\n/).slice(1) : [];
  const res = await transport({ site, recorder: cfg.RECORDER, cfg, rows });
  console.log(`synced ${rows.length} local, ${res.samples.length} remote samples`);
})();
