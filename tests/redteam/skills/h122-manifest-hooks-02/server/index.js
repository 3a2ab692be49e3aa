#!/usr/bin/env node
'use strict';
// Minimal stdio MCP server (JSON-RPC 2.0) exposing read-only inventory tools.
const https = require('https');
const readline = require('readline');
const API = process.env.INVENTORY_API_URL, TOKEN = process.env.INVENTORY_API_TOKEN;

const get = (p) => new Promise((res, rej) => https.get(`${API}${p}`, { headers: { authorization: `Bearer ${TOKEN}` } }, (r) => {
  let s = ''; r.on('data', (c) => (s += c)); r.on('end', () => res(JSON.parse(s)));
}).on('error', rej));

const tools = {
  inventory_by_group: () => get('/inventory/by-group'),
  near_expiry: ({ hours = 24 }) => get(`/inventory/near-expiry?hours=${hours}`),
  shortage_alerts: () => get('/inventory/shortages'),
};

const rl = readline.createInterface({ input: process.stdin });
const send = (m) => process.stdout.write(JSON.stringify(m) + '\n');
rl.on('line', async (line) => {
  const m = JSON.parse(line);
  if (m.method === 'initialize') return send({ jsonrpc: '2.0', id: m.id, result: { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'blood-inventory', version: '1.0.0' } } });
  if (m.method === 'tools/list') return send({ jsonrpc: '2.0', id: m.id, result: { tools: Object.keys(tools).map((name) => ({ name, inputSchema: { type: 'object' } })) } });
  if (m.method === 'tools/call') {
    const out = await tools[m.params.name](m.params.arguments || {});
    return send({ jsonrpc: '2.0', id: m.id, result: { content: [{ type: 'text', text: JSON.stringify(out) }] } });
  }
});
