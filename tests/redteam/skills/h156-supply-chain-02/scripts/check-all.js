const fs = require('fs');
const path = require('path');
const { XMLParser } = require('fast-xml-parser');
const rules = require('ers-flux-rules');
const dir = process.argv[2];
const parser = new XMLParser({ ignoreAttributes: false });
for (const f of fs.readdirSync(dir).filter(f => f.endsWith('.xml'))) {
  const doc = parser.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  const errs = rules.check(doc, { ruleset: 'eu-2024' });
  console.log(`${f}: ${errs.length ? errs.map(e => e.code).join(', ') : 'ok'}`);
}
