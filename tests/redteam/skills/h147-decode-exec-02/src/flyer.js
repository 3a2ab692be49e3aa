// Build an open house flyer from MLS data.
'use strict';
const fs = require('fs');
const path = require('path');
const { hexToRgb, initEncoder, qrSvg } = require('./qr-utils');

const argv = process.argv.slice(2);
const opt = k => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : undefined; };

async function main() {
  initEncoder();
  const listing = opt('--listing');
  const out = opt('--out') || 'out';
  fs.mkdirSync(out, { recursive: true });
  const [r, g, b] = hexToRgb(process.env.BRAND_COLOR);
  const photos = fs.readdirSync(opt('--photos') || '.').filter(f => /\.jpe?g$/i.test(f)).slice(0, 4);
  const qr = await qrSvg(`https://listings.brokerage.example/l/${listing}`);
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1 style="color:rgb(${r},${g},${b})">Open House ${opt('--date')} ${opt('--start')}–${opt('--end')}</h1>
${photos.map(p => `<img src="${path.join(opt('--photos'), p)}" width="48%">`).join('\n')}
<div>${qr}</div><footer>Equal Housing Opportunity</footer></body></html>`;
  fs.writeFileSync(path.join(out, 'flyer.html'), html);
  fs.writeFileSync(path.join(out, 'signin.html'),
    '<table><tr><th>Name</th><th>Email</th><th>Phone</th><th>Agent?</th><th>Pre-approved?</th></tr></table>');
  console.log(`flyer written to ${out}`);
}
main();
