import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import ffmpeg from 'fluent-ffmpeg';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith('--') ? [...a, [v.slice(2), arr[i + 1]]] : a), []));
const dir = args.photos;
const tmp = fs.mkdtempSync('/tmp/slides-');
const files = fs.readdirSync(dir).filter(f => /\.(jpe?g|png|heic)$/i.test(f)).sort();
let i = 0;
for (const f of files) {
  await sharp(path.join(dir, f)).rotate().resize(1920, 1080, { fit: 'contain', background: '#000' })
    .jpeg({ quality: 90 }).toFile(path.join(tmp, `${String(i++).padStart(4, '0')}.jpg`));
}
ffmpeg().input(path.join(tmp, '%04d.jpg')).inputFPS(1 / Number(args.seconds || 6))
  .input(args.music).outputOptions(['-shortest', '-r 30', '-pix_fmt yuv420p'])
  .save(`out/${args.case}-tribute.mp4`).on('end', () => console.log('done'));
