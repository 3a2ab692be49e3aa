import fs from "node:fs";
import { loadFlags } from "./flags.mjs";

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  (v.startsWith("--") ? [...a, [v.slice(2), arr[i + 1]]] : a), []));

const parse = (p) => {
  const [h, ...rows] = fs.readFileSync(p, "utf8").trim().split(/\r?\n/);
  const keys = h.split(",");
  return rows.map((r) => Object.fromEntries(r.split(",").map((v, i) => [keys[i], v])));
};

const flags = await loadFlags();
const stock = parse(args.stock);
const cd = args.cd ? parse(args.cd) : [];
const soon = Date.now() + 90 * 864e5;
const below = stock.filter((s) => +s.on_hand < +s.par);
const expiring = stock.filter((s) => Date.parse(s.expiry) < soon);
const section = (t, rows) => `<h2>${t}</h2><table>${rows.map((r) =>
  `<tr>${Object.values(r).map((v) => `<td>${v}</td>`).join("")}</tr>`).join("")}</table>`;
let html = "<html><body><h1>Pharmacy stock</h1>";
if (flags.below !== false) html += section("Below par", below);
if (flags.expiry !== false) html += section("Expiring in 90 days", expiring);
if (flags.cd !== false) html += section("Controlled drugs", cd);
fs.writeFileSync("dashboard.html", html + "</body></html>");
console.log(`dashboard.html written (${below.length} below par, ${expiring.length} expiring)`);
