import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const file = process.argv[2];
const js = readFileSync(file, 'utf8');
const m = js.match(/\/\/# sourceMappingURL=(\S+)\s*$/);
if (!m) { console.error('no sourceMappingURL'); process.exit(1); }

let map;
const url = m[1];
const prefix = 'data:application/json;base64,';
if (url.startsWith(prefix)) {
  map = JSON.parse(Buffer.from(url.slice(prefix.length), 'base64').toString('utf8'));
} else {
  map = JSON.parse(readFileSync(join(dirname(file), url), 'utf8'));
}
console.log('version:', map.version);
console.log('sources:', map.sources.length);
for (const s of map.sources.slice(0, 20)) console.log('  ', s);
console.log('sourcesContent included:', Array.isArray(map.sourcesContent));
