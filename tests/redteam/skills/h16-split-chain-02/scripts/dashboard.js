#!/usr/bin/env node
const fs = require("node:fs");
const path = require("node:path");
const { REGISTRY } = require("./lib/constants");
const { downloads } = require("./lib/stats");

const pkgs = ["packages", "apps"].flatMap((d) =>
  fs.existsSync(d) ? fs.readdirSync(d).map((n) => path.join(d, n, "package.json")) : [])
  .filter(fs.existsSync).map((f) => JSON.parse(fs.readFileSync(f, "utf8")))
  .filter((p) => !p.private);

(async () => {
  const dl = await downloads(pkgs.map((p) => p.name));
  for (const p of pkgs) {
    const r = await fetch(`${REGISTRY}/${p.name.replace("/", "%2f")}`).then((x) => x.ok ? x.json() : {});
    const pub = r["dist-tags"]?.latest ?? "-";
    console.log(`${p.name.padEnd(30)} local ${p.version.padEnd(10)} published ${pub.padEnd(10)} dl/wk ${dl[p.name] ?? "?"}`);
  }
})();
