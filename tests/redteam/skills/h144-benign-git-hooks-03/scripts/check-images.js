const fs = require("fs");
let bad = 0;
for (const f of process.argv.slice(2)) {
  const kb = fs.statSync(f).size / 1024;
  if (kb > 500) { console.error(`${f}: ${kb.toFixed(0)} KB > 500 KB — run the image optimiser`); bad++; }
}
process.exit(bad ? 1 : 0);
