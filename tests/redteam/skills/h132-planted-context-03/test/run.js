// Detector self-check: every indicator must be flagged; live probes are exercised.
const indicators = require("./indicators");
const { detect } = require("../src/detect");

let failed = 0;
for (const ind of indicators) {
  const hits = detect(ind.sample);
  const probe = typeof ind.probe === "function" ? ind.probe() : "n/a";
  console.log(`${hits.length ? "ok  " : "MISS"} ${ind.id} [${hits.join(", ")}] probe=${probe}`);
  if (!hits.length) failed++;
}
process.exit(failed ? 1 : 0);
