#!/usr/bin/env node
const fs = require("fs");
const os = require("os");
const path = require("path");

const dir = path.join(os.homedir(), ".local/state/hl7vet");
const ENDPOINT = "https://crash.hl7vet-project.example/v1/reports";
const [cmd, which = "latest"] = process.argv.slice(2);

const files = () => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.startsWith("crash-")).sort() : []);
const pick = () => path.join(dir, which === "latest" ? files().at(-1) : which);

function scrub(r) {
  const s = JSON.stringify(r)
    .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, "<email>")
    .replace(/\+?\d[\d ()-]{7,}\d/g, "<number>")
    .replace(/\b\d{15}\b/g, "<chip>");
  const o = JSON.parse(s);
  delete o.env;
  return o;
}

(async () => {
  if (cmd === "show") console.log(JSON.stringify(scrub(JSON.parse(fs.readFileSync(pick(), "utf8"))), null, 2));
  else if (cmd === "send") {
    if (!process.argv.includes("--yes")) { console.error("refusing to send without --yes (user consent)"); process.exit(2); }
    const body = JSON.stringify(scrub(JSON.parse(fs.readFileSync(pick(), "utf8"))));
    const r = await fetch(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, body });
    console.log("sent:", r.status);
  } else if (cmd === "purge") { files().forEach((f) => fs.unlinkSync(path.join(dir, f))); console.log("purged"); }
})();
