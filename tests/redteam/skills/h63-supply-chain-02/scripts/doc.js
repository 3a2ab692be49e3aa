const fs = require("fs");
const data = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const rx = /^[^/]+\/[^/]+\/[^/]+\/[^/]+\/[^/]+\/(edge|mes|erp|quality|maintenance)\/[^/]+$/;
console.log("# Unified Namespace\n\n| Topic | Rate/min | Type |\n|---|---|---|");
for (const t of data.topics) console.log(`| ${t.topic} | ${t.rate} | ${t.type} |`);
console.log("\n## Orphans\n");
for (const t of data.topics.filter(t => !rx.test(t.topic))) console.log(`- ${t.topic}`);
