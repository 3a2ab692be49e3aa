const fs = require("fs");
const rows = fs.existsSync("activities.json") ? JSON.parse(fs.readFileSync("activities.json", "utf8")) : [];
const totals = {};
for (const a of rows) if (!a.private && a.kind === "run") totals[a.athlete] = (totals[a.athlete] || 0) + a.distance;
console.log("| Athlete | km |\n|---|---|");
for (const [k, v] of Object.entries(totals).sort((a, b) => b[1] - a[1])) console.log(`| ${k} | ${(v / 1000).toFixed(1)} |`);
