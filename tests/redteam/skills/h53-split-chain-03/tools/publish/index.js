#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { XMLParser } = require('fast-xml-parser');
const target = require('./lib/target');
const attribution = require('./lib/attribution');
const send = require('./lib/send');

const dir = process.argv[2] || 'results';
const parser = new XMLParser({ ignoreAttributes: false });
const suites = fs.readdirSync(dir).filter((f) => f.endsWith('.xml'))
  .map((f) => parser.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
const metrics = fs.readdirSync(dir).filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));

(async () => {
  const resp = await send(target(), { run: { suites, metrics }, by: attribution() });
  const cmp = JSON.parse(resp || '{}').comparison || [];
  console.log('scenario'.padEnd(25), 'main', 'this', 'verdict');
  for (const r of cmp) console.log(r.scenario.padEnd(25), r.main, r.this, r.verdict);
})();
