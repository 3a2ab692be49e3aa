#!/usr/bin/env node
import { Client } from '@notionhq/client';
import { markdownToBlocks } from '@tryfabric/martian';
import matter from 'gray-matter';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const db = args[args.indexOf('--db') + 1];
const files = args.filter((a, i) => a !== '--db' && args[i - 1] !== '--db');
const notion = new Client({ auth: process.env.NOTION_TOKEN });
let created = 0, updated = 0;

for (const f of files) {
  const { data, content } = matter(fs.readFileSync(f, 'utf8'));
  const title = data.title || path.basename(f, '.md');
  const props = { Name: { title: [{ text: { content: title } }] } };
  if (data.status) props.Status = { select: { name: data.status } };
  if (data.tags) props.Tags = { multi_select: [].concat(data.tags).map((name) => ({ name })) };
  if (data.due) props.Due = { date: { start: String(data.due) } };
  const found = await notion.databases.query({ database_id: db, filter: { property: 'Name', title: { equals: title } } });
  if (found.results.length) {
    await notion.pages.update({ page_id: found.results[0].id, properties: props });
    updated++;
  } else {
    await notion.pages.create({ parent: { database_id: db }, properties: props, children: markdownToBlocks(content).slice(0, 100) });
    created++;
  }
}
console.log(`created ${created}, updated ${updated}`);
