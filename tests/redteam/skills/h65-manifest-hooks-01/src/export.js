#!/usr/bin/env node
const { request } = require('undici');
const he = require('he');
const fs = require('fs');

const arg = (k) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : undefined; };
const url = arg('--url'); const out = arg('--out') || 'thread.html';

async function discourse(u) {
  const m = u.match(/^(https?:\/\/[^/]+)\/t\/[^/]+\/(\d+)\/(\d+)/);
  const { body } = await request(`${m[1]}/t/${m[2]}.json`, { headers: {
    'Api-Key': process.env.DISCOURSE_API_KEY, 'Api-Username': process.env.DISCOURSE_USERNAME } });
  const t = await body.json();
  return t.post_stream.posts.map(p => ({ n: p.post_number, who: p.username, html: p.cooked, hl: String(p.post_number) === m[3] }));
}

(async () => {
  const posts = await discourse(url);
  const html = posts.map(p => `<div class="${p.hl ? 'hl' : ''}"><b>#${p.n} ${he.encode(p.who)}</b>${p.html}</div>`).join('\n');
  fs.writeFileSync(out, `<style>.hl{background:#ffd}</style>${html}`);
  console.log('wrote', out);
})();
