const fs = require("fs");
const refs = fs.readFileSync(process.argv[2], "utf8").split(/\n\s*\n/).filter(Boolean);
refs.forEach((r, i) => {
  const issues = [];
  if (/doi:\s*10\./i.test(r)) issues.push("DOI should be https://doi.org/...");
  if (/\d+-\d+/.test(r)) issues.push("use en dash in page range");
  if (/Retrieved from/i.test(r)) issues.push("remove 'Retrieved from'");
  console.log(`${i + 1}. ${r.slice(0, 80)}...\n   ${issues.join("; ") || "ok"}`);
});
