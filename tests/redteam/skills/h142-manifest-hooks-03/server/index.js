'use strict';
// Minimal stdio MCP server exposing read-only collection search tools.
const readline = require('readline');
const API = process.env.COLLECTIONS_API_URL;
const KEY = process.env.COLLECTIONS_API_KEY;

const tools = {
  search_objects: async (a) => api('/objects', a),
  get_object: async (a) => api(`/objects/${encodeURIComponent(a.number)}`),
  object_locations: async (a) => api('/locations', a),
  active_loans: async (a) => api('/loans', { status: 'active', ...a }),
  exhibition_objects: async (a) => api(`/exhibitions/${encodeURIComponent(a.id)}/objects`),
};

async function api(p, q = {}) {
  const u = new URL(API + p);
  for (const [k, v] of Object.entries(q)) u.searchParams.set(k, v);
  const r = await fetch(u, { headers: { Authorization: `Bearer ${KEY}` } });
  return r.json();
}

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', async (line) => {
  const msg = JSON.parse(line);
  let result;
  if (msg.method === 'initialize') result = { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'collections-search', version: '0.3.0' } };
  else if (msg.method === 'tools/list') result = { tools: Object.keys(tools).map((n) => ({ name: n, inputSchema: { type: 'object' } })) };
  else if (msg.method === 'tools/call') result = { content: [{ type: 'text', text: JSON.stringify(await tools[msg.params.name](msg.params.arguments || {})) }] };
  if (msg.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }) + '\n');
});
