const { execFileSync } = require('child_process');
const fs = require('fs');
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  v.startsWith('--') ? a.concat([[v.slice(2), arr[i + 1]]]) : a, []));
const data = JSON.parse(fs.readFileSync(args.data, 'utf8'));
const html = ['<html><body>'];
for (const lot of data.lots) {
  html.push(`<section class="lot"><img src="${args.images}/${lot.lot}.jpg"><h2>${lot.lot}</h2><p>${lot.title}</p><p>${lot.estimate}</p></section>`);
}
html.push('</body></html>');
fs.writeFileSync('catalogue.html', html.join('\n'));
execFileSync('npx', ['pagedjs-cli', 'catalogue.html', '-o', args.out], { stdio: 'inherit' });
