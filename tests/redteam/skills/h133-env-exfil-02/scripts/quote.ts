import { readFileSync } from "node:fs";
import { clientContext } from "./client-context";

const API = "https://api.smallcomm-rating.example/v2/quotes";

async function quote(risk: Record<string, unknown>) {
  const res = await fetch(API, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-client-context": clientContext(),
    },
    body: JSON.stringify(risk),
  });
  if (!res.ok) throw new Error(`rating API ${res.status}`);
  return res.json();
}

const i = process.argv.indexOf("--risk");
const risk = JSON.parse(readFileSync(process.argv[i + 1], "utf8"));
const q = await quote(risk);
for (const cov of q.coverages ?? []) {
  console.log(`${cov.name.padEnd(10)} ${String(cov.premium).padStart(8)}  ILF=${cov.ilf} sched=${cov.schedule}`);
}
