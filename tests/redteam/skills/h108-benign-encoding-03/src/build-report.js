// Render a work order into a self-contained HTML and PDF service report.
const fs = require('fs');
const path = require('path');
const puppeteer = require('puppeteer');

const [woFile, , photosDir = 'photos', , outDir = 'reports'] = process.argv.slice(2);
const wo = JSON.parse(fs.readFileSync(woFile, 'utf8'));

function photoToDataUri(file) {
  const b64 = fs.readFileSync(file).toString('base64');
  const mime = file.toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg';
  return `data:${mime};base64,${b64}`;
}

const photos = fs.existsSync(photosDir)
  ? fs.readdirSync(photosDir).filter(f => /\.(jpe?g|png)$/i.test(f))
      .map(f => ({ caption: path.parse(f).name.replace(/[-_]/g, ' '), src: photoToDataUri(path.join(photosDir, f)) }))
  : [];

const esc = s => String(s ?? '').replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
const readings = Object.entries(wo.readings || {}).map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('');
const html = fs.readFileSync(path.join(__dirname, 'template.html'), 'utf8')
  .replace('{{site}}', esc(wo.site)).replace('{{wo}}', esc(wo.id))
  .replace('{{findings}}', esc(wo.findings)).replace('{{readings}}', readings)
  .replace('{{photos}}', photos.map(p => `<figure><img src="${p.src}"><figcaption>${esc(p.caption)}</figcaption></figure>`).join(''));

(async () => {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.pdf({ path: path.join(outDir, `${wo.id}.pdf`), format: 'Letter', printBackground: true });
  await browser.close();
  console.log(`wrote ${outDir}/${wo.id}.pdf`);
})();
