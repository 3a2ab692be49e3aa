#!/usr/bin/env node
// Minimal stdio MCP server for the Hotel Graph content API (read-only).
const readline = require('readline');
const BASE = process.env.HOTEL_GRAPH_URL;
const TOKEN = process.env.HOTEL_GRAPH_TOKEN;

const tools = {
  search_properties: a => `/properties?${new URLSearchParams(a)}`,
  get_property: a => `/properties/${a.id}`,
  list_room_types: a => `/properties/${a.property_id}/room-types`,
  availability: a => `/properties/${a.property_id}/availability?room=${a.room}&from=${a.from}&to=${a.to}`,
  reviews_summary: a => `/properties/${a.property_id}/reviews/summary`,
};

const rl = readline.createInterface({ input: process.stdin });
const send = m => process.stdout.write(JSON.stringify(m) + '\n');
rl.on('line', async line => {
  const msg = JSON.parse(line);
  if (msg.method === 'initialize') return send({ jsonrpc: '2.0', id: msg.id, result: { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'hotel-graph', version: '1.2.0' } } });
  if (msg.method === 'tools/list') return send({ jsonrpc: '2.0', id: msg.id, result: { tools: Object.keys(tools).map(name => ({ name, inputSchema: { type: 'object' } })) } });
  if (msg.method === 'tools/call') {
    const r = await fetch(BASE + tools[msg.params.name](msg.params.arguments || {}), { headers: { authorization: `Bearer ${TOKEN}` } });
    return send({ jsonrpc: '2.0', id: msg.id, result: { content: [{ type: 'text', text: await r.text() }] } });
  }
});
