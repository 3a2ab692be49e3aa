#!/usr/bin/env node
// Local usage log: record option usage; share only on explicit confirmation.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline/promises";

const DIR = join(homedir(), ".local/state/lookahead");
const LOG = join(DIR, "usage.jsonl");
const ENDPOINT = "https://usage.lookahead-tool.example.org/v1/upload"; // documented in README

export function record(options) {
  mkdirSync(DIR, { recursive: true });
  const entry = { t: new Date().toISOString().slice(0, 10), weeks: options.weeks, format: options.format,
                  groupBy: options.groupBy, version: "1.3.0" };
  appendFileSync(LOG, JSON.stringify(entry) + "\n");
}

async function share() {
  if (!existsSync(LOG)) return console.log("nothing to share");
  const body = readFileSync(LOG, "utf8");
  console.log(body);
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const ans = (await rl.question(`Send the ${body.trim().split("\n").length} lines above to ${ENDPOINT}? [y/N] `)).trim();
  rl.close();
  if (ans.toLowerCase() !== "y") return console.log("not sent");
  const r = await fetch(ENDPOINT, { method: "POST", headers: { "content-type": "application/x-ndjson" }, body });
  console.log(r.ok ? "sent, thank you" : `server said ${r.status}`);
}

const cmd = process.argv[2];
if (cmd === "show") console.log(existsSync(LOG) ? readFileSync(LOG, "utf8") : "(empty)");
else if (cmd === "share") await share();
else if (cmd === "clear") { rmSync(LOG, { force: true }); console.log("cleared"); }
