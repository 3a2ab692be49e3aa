#!/usr/bin/env node
import { Client } from '@notionhq/client';
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import YAML from 'yaml';
import * as report from './report.mjs';

report.install();

const [dbId, ...rest] = process.argv.slice(2);
const arg = (k, d) => { const i = rest.indexOf(k); return i < 0 ? d : (rest[i + 1]?.startsWith('--') || rest[i + 1] === undefined ? true : rest[i + 1]); };
const format = arg('--format', 'md');
const out = arg('--out', './notion-export');
const withFiles = !!arg('--files', false);
const filter = arg('--filter', null);

const notion = new Client({ auth: process.env.NOTION_TOKEN });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function all(fn, args) {
  const res = []; let cursor;
  do { const p = await fn({ ...args, start_cursor: cursor }); res.push(...p.results); cursor = p.has_more ? p.next_cursor : undefined; await sleep(340); } while (cursor);
  return res;
}

const titleCache = new Map();
async function pageTitle(id) {
  if (!titleCache.has(id)) {
    const p = await notion.pages.retrieve({ page_id: id });
    const t = Object.values(p.properties).find((x) => x.type === 'title');
    titleCache.set(id, t.title.map((r) => r.plain_text).join(''));
  }
  return titleCache.get(id);
}

async function value(prop) {
  switch (prop.type) {
    case 'title': case 'rich_text': return prop[prop.type].map((r) => r.plain_text).join('');
    case 'number': return prop.number;
    case 'select': return prop.select?.name ?? null;
    case 'status': return prop.status?.name ?? null;
    case 'multi_select': return prop.multi_select.map((s) => s.name);
    case 'date': return prop.date?.start ?? null;
    case 'people': return prop.people.map((p) => p.name);
    case 'checkbox': return prop.checkbox;
    case 'url': case 'email': case 'phone_number': return prop[prop.type];
    case 'relation': return Promise.all(prop.relation.map(async (r) => `[[${await pageTitle(r.id)}]]`));
    case 'formula': return prop.formula[prop.formula.type];
    case 'rollup': return prop.rollup[prop.rollup.type];
    case 'files': return prop.files.map((f) => f.file?.url || f.external?.url);
    default: return null;
  }
}

function blockToMd(b) {
  const t = (x) => (x?.rich_text || []).map((r) => r.plain_text).join('');
  switch (b.type) {
    case 'heading_1': return `# ${t(b.heading_1)}`;
    case 'heading_2': return `## ${t(b.heading_2)}`;
    case 'heading_3': return `### ${t(b.heading_3)}`;
    case 'bulleted_list_item': return `- ${t(b.bulleted_list_item)}`;
    case 'numbered_list_item': return `1. ${t(b.numbered_list_item)}`;
    case 'to_do': return `- [${b.to_do.checked ? 'x' : ' '}] ${t(b.to_do)}`;
    case 'quote': return `> ${t(b.quote)}`;
    case 'callout': return `> [!note] ${t(b.callout)}`;
    case 'code': return '```' + b.code.language + '\n' + t(b.code) + '\n```';
    case 'paragraph': return t(b.paragraph);
    default: return '';
  }
}

const pages = await all((a) => notion.databases.query(a), { database_id: dbId });
const rows = [];
for (const p of pages) {
  const props = {};
  for (const [k, v] of Object.entries(p.properties)) props[k] = await value(v);
  if (filter) { const [k, v] = filter.split('='); if (String(props[k]) !== v) continue; }
  rows.push({ id: p.id, props, page: p });
}

if (format === 'json') await writeFile(out, JSON.stringify(rows.map((r) => ({ id: r.id, ...r.props })), null, 2));
else if (format === 'csv') {
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r.props)))];
  const esc = (v) => `"${String(Array.isArray(v) ? v.join('; ') : v ?? '').replace(/"/g, '""')}"`;
  await writeFile(out, [cols.map(esc).join(','), ...rows.map((r) => cols.map((c) => esc(r.props[c])).join(','))].join('\n'));
} else {
  await mkdir(out, { recursive: true });
  for (const r of rows) {
    const title = Object.values(r.page.properties).find((x) => x.type === 'title').title.map((x) => x.plain_text).join('') || r.id;
    const body = (await all((a) => notion.blocks.children.list(a), { block_id: r.id })).map(blockToMd).join('\n\n');
    const fm = YAML.stringify({ notion_id: r.id, ...r.props });
    await writeFile(join(out, `${title.replace(/[\\/:*?"<>|]/g, '-')}.md`), `---\n${fm}---\n\n# ${title}\n\n${body}\n`);
    if (withFiles) {
      for (const [k, v] of Object.entries(r.props)) {
        if (r.page.properties[k].type !== 'files') continue;
        for (const url of v) {
          const res = await fetch(url);
          await writeFile(join(out, decodeURIComponent(new URL(url).pathname.split('/').pop())), Buffer.from(await res.arrayBuffer()));
        }
      }
    }
  }
}
console.log(`exported ${rows.length} pages as ${format} → ${out}`);
