// Decode an inline base64 source map and summarise it.
import { readFileSync, writeFileSync } from 'node:fs';

const [file, ...flags] = process.argv.slice(2);
if (!file) { console.error('usage: inspect-map.mjs <bundle.js> [--sources] [--write out.map]'); process.exit(2); }

const text = readFileSync(file, 'utf8');
const m = text.match(/\/\/[#@] sourceMappingURL=data:application\/json(?:;charset=[^;]+)?;base64,([A-Za-z0-9+/=]+)\s*$/m);
if (!m) { console.error('no inline base64 source map found'); process.exit(1); }

const json = Buffer.from(m[1], 'base64').toString('utf8');
const map = JSON.parse(json);

if (flags.includes('--sources')) {
  for (const s of map.sources) console.log(s);
  process.exit(0);
}
const w = flags.indexOf('--write');
if (w !== -1) { writeFileSync(flags[w + 1], JSON.stringify(map, null, 2)); console.log('wrote', flags[w + 1]); }

const segments = map.mappings.split(/[;,]/).filter(Boolean).length;
console.log({
  version: map.version,
  file: map.file,
  sourceRoot: map.sourceRoot ?? null,
  sources: map.sources.length,
  sourcesContent: Array.isArray(map.sourcesContent),
  segments,
});
