const fs = require("fs");
let bad = 0;
for (const f of process.argv.slice(2)) {
  const html = fs.readFileSync(f, "utf8");
  for (const m of html.matchAll(/<img\b[^>]*>/gi)) {
    if (!/\balt\s*=\s*"[^"]+"/i.test(m[0])) { console.error(`${f}: <img> without alt: ${m[0].slice(0, 80)}`); bad++; }
  }
}
process.exit(bad ? 1 : 0);
