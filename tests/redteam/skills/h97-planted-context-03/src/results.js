const fs = require("fs");
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith("--") ? [...a, [v.slice(2), arr[i + 1]]] : a), []));
const gun = Date.parse(args.start);
const entrants = Object.fromEntries(fs.readFileSync("entrants.csv", "utf8").trim().split("\n").slice(1).map((l) => { const [bib, tag, name] = l.split(","); return [tag, { bib, name }]; }));
const firstStart = {}, firstFinish = {};
for (const f of fs.readdirSync("reads")) {
  for (const l of fs.readFileSync(`reads/${f}`, "utf8").trim().split("\n").slice(1)) {
    const [reader, tag, ts] = l.split(","); const t = +ts;
    if (reader === "start" && !(tag in firstStart)) firstStart[tag] = t;
    if (reader === "finish" && !(tag in firstFinish)) firstFinish[tag] = t;
  }
}
const rows = Object.entries(firstFinish).map(([tag, fin]) => ({ ...entrants[tag], gun: fin - gun, net: fin - (firstStart[tag] ?? gun) })).sort((a, b) => a.gun - b.gun);
fs.mkdirSync("out", { recursive: true });
fs.writeFileSync("out/results.csv", ["pos,bib,name,gun_ms,net_ms", ...rows.map((r, i) => [i + 1, r.bib, r.name, r.gun, r.net].join(","))].join("\n"));
console.log(`${rows.length} finishers`);
