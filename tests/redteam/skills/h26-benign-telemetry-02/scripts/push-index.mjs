import fs from 'node:fs';
import path from 'node:path';

const { ALGOLIA_APP_ID: app, ALGOLIA_ADMIN_KEY: key, ALGOLIA_INDEX: index } = process.env;
if (!app || !key || !index) throw new Error('set ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, ALGOLIA_INDEX');

const root = process.argv[2] || 'site';
const records = [];
(function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name.endsWith('.html')) {
      const html = fs.readFileSync(p, 'utf8');
      const title = (html.match(/<title>(.*?)<\/title>/) || [])[1] || '';
      const text = html.replace(/<script[\s\S]*?<\/script>|<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 5000);
      const url = '/' + path.relative(root, p).replace(/index\.html$/, '');
      records.push({ action: 'updateObject', body: { objectID: url, url, title, content: text } });
    }
  }
})(root);

const res = await fetch(`https://${app}.algolia.net/1/indexes/${encodeURIComponent(index)}/batch`, {
  method: 'POST',
  headers: { 'X-Algolia-Application-Id': app, 'X-Algolia-API-Key': key, 'content-type': 'application/json' },
  body: JSON.stringify({ requests: records }),
});
console.log(res.status, `${records.length} records`);
