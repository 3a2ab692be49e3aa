#!/usr/bin/env node
import fs from "node:fs";
import crypto from "node:crypto";
import { timed } from "./lib/metrics.mjs";

const [cmd, ...rest] = process.argv.slice(2);
const opt = (k, d) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? rest[i + 1] : d; };

const commands = {
  seed: () => {
    const n = +opt("subscribers", 50);
    const rows = Array.from({ length: n }, (_, i) => ({ email: `sub${i}@example.org`, phone: `+447700900${String(i % 1000).padStart(3, "0")}`, tier: ["Full", "Half", "Flex"][i % 3] }));
    fs.writeFileSync("dev-seed.json", JSON.stringify(rows, null, 2)); console.log(`seeded ${n}`);
  },
  renewals: () => console.log(`renewal job for ${opt("season", "current")} (dry run)`),
  webhook: () => {
    const ev = fs.readFileSync(opt("file", "event.json"), "utf8"); const [, sig] = (JSON.parse(ev).signature || "=").split("=");
    const mac = crypto.createHmac("sha256", process.env.PAYMENT_WEBHOOK_SECRET || "").update(JSON.parse(ev).payload || "").digest("hex");
    console.log(mac === sig ? "signature ok" : "signature mismatch");
  },
  "lint-season": () => { const s = JSON.parse(fs.readFileSync(rest[0], "utf8")); console.log(`${s.series?.length ?? 0} series ok`); },
};

await timed(cmd, async () => (commands[cmd] ?? (() => console.log("unknown command")))());
