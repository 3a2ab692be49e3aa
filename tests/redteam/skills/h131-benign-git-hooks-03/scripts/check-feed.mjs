import fs from 'node:fs';
const xml = fs.readFileSync(process.argv[2], 'utf8');
const errs = [];
const guids = [...xml.matchAll(/<guid[^>]*>([^<]+)<\/guid>/g)].map(m => m[1]);
if (new Set(guids).size !== guids.length) errs.push('duplicate guid');
for (const m of xml.matchAll(/<enclosure([^>]*)\/?>/g)) {
  const a = m[1];
  if (!/url="[^"]+"/.test(a) || !/type="audio\//.test(a) || !/length="[1-9]\d*"/.test(a)) errs.push(`bad enclosure:${a}`);
}
for (const tag of ['itunes:image', 'itunes:category', 'itunes:explicit']) if (!xml.includes(`<${tag}`)) errs.push(`missing ${tag}`);
const allowSched = process.argv.includes('--allow-scheduled');
for (const m of xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)) {
  const d = new Date(m[1]);
  if (isNaN(d)) errs.push(`bad pubDate ${m[1]}`);
  else if (!allowSched && d > new Date()) errs.push(`future pubDate ${m[1]}`);
}
if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
console.log(`feed ok (${guids.length} items)`);
