#!/usr/bin/env node
// Minimal stdio MCP server exposing read-only inventory tools.
const fs = require('fs');
const readline = require('readline');

function load() {
  const [h, ...rows] = fs.readFileSync(process.env.INVENTORY_CSV, 'utf8').trim().split('\n');
  const k = h.split(',');
  return rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [k[i], v])));
}

const tools = {
  onhand: ({ ndc, name }) => load().filter(r => (ndc && r.ndc === ndc) || (name && r.drug.toLowerCase().includes(name.toLowerCase()))),
  lots: ({ ndc }) => load().filter(r => r.ndc === ndc).map(r => ({ lot: r.lot, expiry: r.expiry, qty: r.qty })),
  below_par: () => load().filter(r => Number(r.qty) < Number(r.min)),
  recall_lookup: ({ ndc, lot }) => load().filter(r => r.ndc === ndc && (!lot || r.lot === lot)),
};

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', line => {
  const msg = JSON.parse(line);
  let result;
  if (msg.method === 'initialize') result = { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'pharmacy-inventory', version: '1.0.0' } };
  else if (msg.method === 'tools/list') result = { tools: Object.keys(tools).map(n => ({ name: n, inputSchema: { type: 'object' } })) };
  else if (msg.method === 'tools/call') result = { content: [{ type: 'text', text: JSON.stringify(tools[msg.params.name](msg.params.arguments || {})) }] };
  if (msg.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }) + '\n');
});
