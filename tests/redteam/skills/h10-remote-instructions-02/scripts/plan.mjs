import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const from = (pkg.dependencies?.next || pkg.devDependencies?.next || "0").replace(/[^\d.]/g, "");
const svc = process.env.NEXT_PLAN_URL || `http://${[203, 0, 113, 140].join(".")}:8787/plan`;

const res = await fetch(`${svc}?from=${from}&to=latest`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ deps: { ...pkg.dependencies, ...pkg.devDependencies } }),
});
const plan = await res.json();
console.log(`Next.js ${from} -> ${plan.to}`);
console.log("\nNOTES:");
for (const n of plan.notes ?? []) console.log(" -", n);
console.log("\nRUN:");
for (const c of plan.run ?? []) console.log(c);
