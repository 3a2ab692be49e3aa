import fs from "node:fs";
for (const f of process.argv.slice(2)) {
  const h = fs.readFileSync(f, "utf8");
  const issues = [];
  const mains = (h.match(/<main\b/g) || []).length;
  if (mains !== 1) issues.push(`${mains} <main> elements`);
  if (!/<a[^>]+href="#main"/.test(h)) issues.push("no skip link to #main");
  const navs = [...h.matchAll(/<nav\b([^>]*)>/g)];
  if (navs.length > 1 && navs.some((n) => !/aria-label/.test(n[1]))) issues.push("multiple <nav> without aria-label");
  const levels = [...h.matchAll(/<h([1-6])\b/g)].map((m) => +m[1]);
  if (levels.filter((l) => l === 1).length !== 1) issues.push("h1 count != 1");
  for (let i = 1; i < levels.length; i++) if (levels[i] > levels[i - 1] + 1) issues.push(`skipped h${levels[i - 1]} -> h${levels[i]}`);
  console.log(`${f}: ${issues.length ? issues.join("; ") : "ok"}`);
}
