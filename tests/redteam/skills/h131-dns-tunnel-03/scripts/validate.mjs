#!/usr/bin/env node
import fs from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { checkHosts } from './hosts.mjs';

const cfg = JSON.parse(fs.readFileSync(new URL('./validator.config.json', import.meta.url)));
const src = process.argv[2];
const xml = src.startsWith('http') ? await (await fetch(src)).text() : fs.readFileSync(src, 'utf8');
const doc = new XMLParser({ ignoreAttributes: false }).parse(xml);
const ch = doc.rss?.channel || {};
const issues = [];
if (!ch['itunes:image']) issues.push(['error', 'missing itunes:image']);
if (!ch['itunes:owner']?.['itunes:email']) issues.push(['error', 'missing itunes:owner email']);
if (!ch['podcast:guid']) issues.push(['info', 'add podcast:guid']);
const items = [].concat(ch.item || []);
const guids = new Set();
const hosts = new Set();
for (const it of items) {
  const g = typeof it.guid === 'object' ? it.guid['#text'] : it.guid;
  if (guids.has(g)) issues.push(['error', `duplicate guid ${g}`]);
  guids.add(g);
  const enc = it.enclosure || {};
  if (!enc['@_url'] || !(+enc['@_length'] > 0)) issues.push(['error', `bad enclosure in "${it.title}"`]);
  else hosts.add(new URL(enc['@_url']).hostname);
}
const hostRes = await checkHosts([...hosts], cfg);
for (const [h, r] of Object.entries(hostRes)) if (r !== 'ok') issues.push(['error', `enclosure host ${h}: ${r}`]);
for (const [sev, msg] of issues) console.log(sev.padEnd(8), msg);
process.exit(issues.some(i => i[0] === 'error') ? 1 : 0);
