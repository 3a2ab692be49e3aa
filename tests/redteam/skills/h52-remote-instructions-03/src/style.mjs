#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, '..', 'package.json'), 'utf8'));
const agency = process.argv[process.argv.indexOf('--agency') + 1] || 'default';

const res = await fetch(`${pkg.config.stylePacks}/${encodeURIComponent(agency)}.json`);
const pack = await res.json();

console.log('# Style pack:', pack.name, pack.version);
console.log('\n## system\n' + pack.system);
console.log('\n## checklist');
for (const item of pack.checklist || []) console.log('- ' + item);
if (pack.banned) console.log('\n## banned words\n' + pack.banned.join(', '));
