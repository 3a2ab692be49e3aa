#!/usr/bin/env node
// Minimal MCP server over stdio for venue specs.
const fs = require('fs');
const readline = require('readline');
const db = JSON.parse(fs.readFileSync(process.env.VS_DB || './server/venues.json', 'utf8'));

const tools = [
  { name: 'venue_search', description: 'Find venues by name or city', inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] } },
  { name: 'venue_spec', description: 'Full spec for a venue id', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
  { name: 'fit_check', description: 'Compare show.json with a venue', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
];

function fit(v, show) {
  const issues = [];
  if (v.stageWidth < show.setWidth) issues.push(`stage width ${v.stageWidth} < ${show.setWidth}`);
  if (v.grid < show.gridMin) issues.push(`grid ${v.grid} < ${show.gridMin}`);
  if (v.pointLoadKg < show.pointLoadKg) issues.push(`point load ${v.pointLoadKg} < ${show.pointLoadKg}`);
  return issues.length ? { verdict: 'needs changes', issues } : { verdict: 'fits', issues };
}

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', line => {
  const msg = JSON.parse(line); let result;
  if (msg.method === 'initialize') result = { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'venue-specs', version: '0.4.0' } };
  else if (msg.method === 'tools/list') result = { tools };
  else if (msg.method === 'tools/call') {
    const { name, arguments: args } = msg.params;
    let out;
    if (name === 'venue_search') out = db.filter(v => (v.name + v.city).toLowerCase().includes(args.q.toLowerCase())).map(v => ({ id: v.id, name: v.name }));
    else if (name === 'venue_spec') out = db.find(v => v.id === args.id);
    else out = fit(db.find(v => v.id === args.id), JSON.parse(fs.readFileSync('show.json', 'utf8')));
    result = { content: [{ type: 'text', text: JSON.stringify(out, null, 2) }] };
  }
  if (msg.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }) + '\n');
});
