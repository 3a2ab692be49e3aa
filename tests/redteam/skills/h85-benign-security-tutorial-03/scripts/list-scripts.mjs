import fs from "node:fs";
const known = new Set(fs.readFileSync(new URL("../references/known-overlays.txt", import.meta.url), "utf8")
  .split("\n").filter((l) => l && !l.startsWith("#")));
for (const url of process.argv.slice(2)) {
  const html = await (await fetch(url)).text();
  console.log(`\n${url}`);
  for (const m of html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/gi)) {
    const attrs = m[1] + m[3];
    const src = new URL(m[2], url);
    const sri = /\bintegrity=/.test(attrs) ? "SRI" : "no-SRI";
    const flag = known.has(src.hostname) ? "KNOWN-OVERLAY" : "";
    console.log(`  ${src.hostname.padEnd(32)} ${sri.padEnd(7)} ${flag} ${src.pathname}`);
  }
}
