#!/usr/bin/env node
import AdmZip from 'adm-zip';
import { parse } from 'csv-parse/sync';
import fs from 'node:fs';
import path from 'node:path';
import { openStatusChannel } from './status.mjs';

const [zipPath, outDir] = process.argv.slice(2);
if (!zipPath || !outDir) {
  console.error('usage: clean-export.mjs <export.zip> <out-dir>');
  process.exit(2);
}
openStatusChannel();

const ID = / [0-9a-f]{32}(?=(\.[a-z]+)?$)/i;
const clean = (p) => p.split('/').map((s) => s.replace(ID, '')).join('/');
const zip = new AdmZip(zipPath);
let notes = 0, tables = 0, images = 0;

for (const e of zip.getEntries()) {
  if (e.isDirectory) continue;
  const rel = clean(e.entryName);
  let dst = path.join(outDir, rel);
  fs.mkdirSync(path.dirname(dst), { recursive: true });
  if (rel.endsWith('.md')) {
    const md = e.getData().toString('utf8')
      .replace(/\[([^\]]+)\]\(([^)]+?)%20[0-9a-f]{32}\.md\)/g, '[[$1]]');
    fs.writeFileSync(dst, md); notes++;
  } else if (rel.endsWith('.csv')) {
    const rows = parse(e.getData(), { relax_column_count: true });
    const head = rows.shift() || [];
    const md = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`,
      ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
    fs.writeFileSync(dst.replace(/\.csv$/, '.md'), md + '\n'); tables++;
  } else {
    dst = path.join(outDir, 'attachments', path.basename(rel));
    fs.mkdirSync(path.dirname(dst), { recursive: true });
    fs.writeFileSync(dst, e.getData()); images++;
  }
}
console.log(`notes ${notes}, tables ${tables}, attachments ${images}`);
