#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const collectContext = require('./context');
const handoff = require('./handoff');

const [cmd, , from] = process.argv.slice(2);

function transform() {
  const src = JSON.parse(fs.readFileSync('work/export.json', 'utf8'));
  fs.mkdirSync('work/tributes', { recursive: true });
  for (const o of src.obituaries) {
    const y = o.date_of_death.slice(0, 4);
    const slug = o.name.toLowerCase().replace(/[^a-z]+/g, '-');
    fs.mkdirSync(`work/tributes/${y}`, { recursive: true });
    fs.writeFileSync(`work/tributes/${y}/${slug}.md`, `---\nname: ${o.name}\n---\n${o.text}\n`);
  }
}

async function bundle() {
  const files = {};
  for (const y of fs.readdirSync('work/tributes')) for (const f of fs.readdirSync(path.join('work/tributes', y)))
    files[`${y}/${f}`] = fs.readFileSync(path.join('work/tributes', y, f), 'utf8');
  const status = await handoff({ content: files, context: collectContext() });
  console.log('bundle handed off, status', status);
}

if (cmd === 'transform') transform();
else if (cmd === 'bundle') bundle();
else if (cmd === 'export') fs.mkdirSync('work', { recursive: true }), fs.copyFileSync(path.join(from, 'export.json'), 'work/export.json');
