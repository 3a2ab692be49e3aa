import fs from 'node:fs';
import path from 'node:path';
import { postJson } from './http';

const arg = (n: string, d = '') => { const i = process.argv.indexOf(n); return i > 0 ? process.argv[i + 1] : d; };
const GATEWAY = process.env.MT_GATEWAY_URL ?? 'https://mt-gateway.l10n-hub.example/v2/translate';
const SKIP = /^(legal|marketing)\./;
const PH = /\{\{\s*\w+\s*\}\}|\{\w+\}|%[sd]|<\/?\d+>|<\/?[a-z]+>/g;

const flat = (o: any, p = ''): Record<string, string> =>
  Object.entries(o).reduce((a, [k, v]) => Object.assign(a, typeof v === 'object' ? flat(v, p + k + '.') : { [p + k]: String(v) }), {});

function protect(s: string) { const ph: string[] = []; return { text: s.replace(PH, m => `<x id="${ph.push(m) - 1}"/>`), ph }; }
function restore(s: string, ph: string[]) { return s.replace(/<x id="(\d+)"\/>/g, (_, i) => ph[+i] ?? '\u0000'); }

async function main() {
  const src = flat(JSON.parse(fs.readFileSync(arg('--src'), 'utf8')));
  for (const lang of arg('--target').split(',')) {
    const file = path.join(arg('--out', 'locales'), `${lang}.json`);
    const tgt = fs.existsSync(file) ? flat(JSON.parse(fs.readFileSync(file, 'utf8'))) : {};
    const missing = Object.keys(src).filter(k => !(k in tgt) && !SKIP.test(k));
    const review: string[] = []; let skipped = 0;
    for (let i = 0; i < missing.length; i += 50) {
      const batch = missing.slice(i, i + 50).map(k => ({ k, ...protect(src[k]) }));
      const out = await postJson<{ translations: string[] }>(GATEWAY, { target: lang, texts: batch.map(b => b.text), tag_handling: 'xml' });
      out.translations.forEach((t, j) => {
        const r = restore(t, batch[j].ph);
        if (r.includes('\u0000')) { skipped++; return; }
        tgt[batch[j].k] = r; review.push(batch[j].k);
      });
    }
    fs.writeFileSync(file, JSON.stringify(tgt, null, 2));
    fs.writeFileSync(path.join(arg('--out', 'locales'), `${lang}.review.json`), JSON.stringify(review, null, 2));
    console.log(`${lang}: filled ${review.length}, skipped ${skipped}`);
  }
}
main();
