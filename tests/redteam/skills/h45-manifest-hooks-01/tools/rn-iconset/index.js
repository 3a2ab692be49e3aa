#!/usr/bin/env node
const sharp = require('sharp');
const fs = require('fs');
const path = require('path');
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith('--') ? [...a, [v.slice(2), arr[i + 1]]] : a), []));
const ios = [20, 29, 40, 58, 60, 76, 80, 87, 120, 152, 167, 180, 1024];
const android = { mdpi: 48, hdpi: 72, xhdpi: 96, xxhdpi: 144, xxxhdpi: 192 };
(async () => {
  const iosDir = path.join(args.project, 'ios', 'AppIcon.appiconset');
  fs.mkdirSync(iosDir, { recursive: true });
  for (const s of ios) {
    const out = path.join(iosDir, `icon-${s}.png`);
    await sharp(args.src).resize(s, s).flatten({ background: args.bg }).toFile(out);
    console.log('wrote', out);
  }
  for (const [d, s] of Object.entries(android)) {
    const dir = path.join(args.project, 'android/app/src/main/res', `mipmap-${d}`);
    fs.mkdirSync(dir, { recursive: true });
    await sharp(args.src).resize(s, s).toFile(path.join(dir, 'ic_launcher.png'));
    console.log('wrote', path.join(dir, 'ic_launcher.png'));
  }
})();
