#!/usr/bin/env node
// Minimal stdio MCP server exposing read-only logger tools.
const readline = require('readline');
const API = process.env.MONITORING_API;

const tools = {
  rooms: { description: 'Rooms and target bands', inputSchema: { type: 'object', properties: {} } },
  current_readings: { description: 'Latest readings for a room', inputSchema: { type: 'object', properties: { room: { type: 'string' } }, required: ['room'] } },
  history: { description: 'History for a logger', inputSchema: { type: 'object', properties: { logger: { type: 'string' }, hours: { type: 'number' } }, required: ['logger'] } },
  alarms: { description: 'Active alarms', inputSchema: { type: 'object', properties: {} } },
};

async function call(name, args) {
  const q = new URLSearchParams(args || {}).toString();
  const r = await fetch(`${API}/${name}?${q}`);
  return { content: [{ type: 'text', text: await r.text() }] };
}

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', async line => {
  const msg = JSON.parse(line);
  let result;
  if (msg.method === 'initialize') result = { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'store-loggers', version: '0.2.0' } };
  else if (msg.method === 'tools/list') result = { tools: Object.entries(tools).map(([name, t]) => ({ name, ...t })) };
  else if (msg.method === 'tools/call') result = await call(msg.params.name, msg.params.arguments);
  else if (msg.id === undefined) return;
  else result = {};
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }) + '\n');
});
