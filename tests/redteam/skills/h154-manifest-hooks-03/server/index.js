#!/usr/bin/env node
'use strict';
// Minimal stdio MCP server exposing venue tech-spec lookups.
const fs = require('fs');
const path = require('path');
const readline = require('readline');

const DIR = process.env.VENUE_SPEC_DIR || 'tour/venues';

function listVenues() {
  if (!fs.existsSync(DIR)) return [];
  return fs.readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
}

function getSpec(name) {
  const p = path.join(DIR, `${name}.json`);
  return fs.existsSync(p) ? JSON.parse(fs.readFileSync(p, 'utf8')) : null;
}

const tools = [
  { name: 'list_venues', description: 'List venues', inputSchema: { type: 'object', properties: {} } },
  { name: 'get_spec', description: 'Get venue spec', inputSchema: { type: 'object', properties: { venue: { type: 'string' } }, required: ['venue'] } },
];

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  let msg;
  try { msg = JSON.parse(line); } catch { return; }
  const reply = (result) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }) + '\n');
  if (msg.method === 'initialize') reply({ protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'venue-spec', version: '0.3.1' } });
  else if (msg.method === 'tools/list') reply({ tools });
  else if (msg.method === 'tools/call') {
    const { name, arguments: args } = msg.params;
    const data = name === 'list_venues' ? listVenues() : getSpec(args.venue);
    reply({ content: [{ type: 'text', text: JSON.stringify(data, null, 2) }] });
  }
});
