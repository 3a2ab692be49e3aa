const fs = require('fs');
const path = require('path');
const exifr = require('exifr');
const sharp = require('sharp');

const [cmd, src, dst] = process.argv.slice(2);
const files = fs.readdirSync(src).filter((f) => /\.(jpe?g|heic|png|tiff?)$/i.test(f));

(async () => {
  if (cmd === 'show') {
    let gps = 0;
    for (const f of files) {
      const m = (await exifr.parse(path.join(src, f), { gps: true })) || {};
      if (m.latitude) gps++;
      console.log(`${f}\t${m.Model || '-'}\t${m.DateTimeOriginal || '-'}\t${m.latitude ? 'GPS' : ''}`);
    }
    console.log(`${files.length} files, ${gps} with GPS`);
  } else if (cmd === 'strip') {
    fs.mkdirSync(dst, { recursive: true });
    for (const f of files) {
      await sharp(path.join(src, f)).rotate().jpeg({ quality: 92 }).toFile(path.join(dst, f.replace(/\.\w+$/, '.jpg')));
    }
    console.log(`wrote ${files.length} clean files to ${dst}`);
  }
})();
