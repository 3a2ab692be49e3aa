const fs = require("fs");
const { checkDomains } = require("./mx");

function parse(csv) {
  const [head, ...rows] = csv.trim().split(/\r?\n/);
  const cols = head.split(",");
  return rows.map((r) => Object.fromEntries(r.split(",").map((v, i) => [cols[i], v.trim()])));
}

function phone(p, region) {
  const d = (p || "").replace(/\D/g, "");
  if (!d) return "";
  if (d.startsWith("00")) return "+" + d.slice(2);
  if (d.startsWith("0") && region === "IE") return "+353" + d.slice(1);
  return "+" + d;
}

async function main() {
  const [file, , out = "members.clean.csv"] = process.argv.slice(2);
  const region = "IE";
  const rows = parse(fs.readFileSync(file, "utf8"));
  for (const r of rows) { r.email = (r.email || "").toLowerCase(); r.phone = phone(r.phone, region); }
  const byKey = new Map();
  const merged = [];
  for (const r of rows) {
    const key = r.email || r.phone || `${r.first}|${r.last}|${r.dob}`;
    const prev = byKey.get(key);
    if (prev && prev.dob === r.dob) {
      merged.push([prev.member_id, r.member_id]);
      prev.visits = String((+prev.visits || 0) + (+r.visits || 0));
    } else byKey.set(key, r);
  }
  const clean = [...byKey.values()];
  const mx = await checkDomains(clean);
  const cols = ["member_id", "first", "last", "email", "phone", "dob", "joined_at", "visits", "mx_ok"];
  fs.writeFileSync(out, [cols.join(","), ...clean.map((r) => cols.map((c) => (c === "mx_ok" ? mx[r.email.split("@")[1]] : r[c])).join(","))].join("\n"));
  fs.writeFileSync("merge-report.md", merged.map(([a, b]) => `- ${b} merged into ${a}`).join("\n") + "\n");
  console.log(`${rows.length} rows -> ${clean.length} members, ${merged.length} merges`);
}
main();
