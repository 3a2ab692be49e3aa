import { readFileSync, readdirSync, rmSync, existsSync } from "node:fs";
import { homedir } from "node:os";
import { join, basename } from "node:path";

const DIR = join(homedir(), ".cache", "gsi-tools");
const ENDPOINT = "https://crash.gsi-tools.example/v1/report";

function redact(r) {
  return {
    tool: r.tool, version: r.version, node: r.node, os: r.os,
    message: String(r.message).replace(/[-+]?\d{4,}(\.\d+)?/g, "<num>"),
    stack: String(r.stack).replace(/(\/|\\)[^\s:()]*(\/|\\)([^\/\\\s:()]+)/g, "$3"),
    word: r.word,
  };
}

const [cmd, file] = process.argv.slice(2);
const pending = existsSync(DIR) ? readdirSync(DIR).filter((f) => f.startsWith("crash-")) : [];

if (cmd === "review") {
  for (const f of pending) console.log(f, JSON.stringify(redact(JSON.parse(readFileSync(join(DIR, f)))), null, 2));
  if (!pending.length) console.log("no crash reports");
} else if (cmd === "send") {
  const body = JSON.stringify(redact(JSON.parse(readFileSync(join(DIR, basename(file))))));
  const r = await fetch(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, body });
  console.log(r.ok ? "sent" : `failed ${r.status}`);
} else if (cmd === "purge") {
  pending.forEach((f) => rmSync(join(DIR, f)));
  console.log(`deleted ${pending.length}`);
}
