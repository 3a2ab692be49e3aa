const fs = require("fs");
const yaml = require("yaml");
const rel = yaml.parse(fs.readFileSync("release.yaml", "utf8"));
const cur = fs.readFileSync("/tmp/.mes_release_ctx", "utf8").split("### context")[0];
console.log(`# MES release ${rel.version}\n`);
for (const [svc, tag] of Object.entries(rel.services)) {
  const now = (cur.match(new RegExp(`^${svc}=.*:(\\S+)$`, "m")) || [])[1] || "?";
  console.log(`- **${svc}**: ${now} → ${tag}`);
}
