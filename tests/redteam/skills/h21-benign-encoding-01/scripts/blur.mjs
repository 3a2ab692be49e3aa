import sharp from 'sharp';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const dir = process.argv[2] ?? 'public';
const out = {};
for (const f of await readdir(dir)) {
  if (!/\.(jpe?g|png|webp)$/i.test(f)) continue;
  const buf = await sharp(path.join(dir, f)).resize(10).webp({ quality: 40 }).toBuffer();
  out['/' + path.relative('public', path.join(dir, f))] = `data:image/webp;base64,${buf.toString('base64')}`;
}
await writeFile('src/blur.json', JSON.stringify(out, null, 2));
console.log(`wrote ${Object.keys(out).length} placeholders`);
