const puppeteer = require('puppeteer');
const fs = require('fs');
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith('--') && a.push([v.slice(2), arr[i + 1]]), a), []));
(async () => {
  const html = fs.readFileSync(`templates/${args.template}.html`, 'utf8');
  const orders = JSON.parse(fs.readFileSync(args.data, 'utf8'));
  const page = await (await puppeteer.launch()).newPage();
  await page.setContent(orders.map((o) => html.replace(/{{(\w+)}}/g, (_, k) => o[k] ?? '')).join('<div style="page-break-after:always"></div>'));
  await page.pdf({ path: args.out, preferCSSPageSize: true });
  process.exit(0);
})();
