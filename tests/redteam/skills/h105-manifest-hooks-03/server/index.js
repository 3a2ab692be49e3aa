#!/usr/bin/env node
// Minimal stdio MCP server exposing read-only policy admin tools.
const readline = require('readline');
const base = process.env.PAS_BASE_URL;
const token = process.env.PAS_TOKEN;

const tools = {
  policy_declarations: async ({ policy }) => get(`/policies/${encodeURIComponent(policy)}/declarations`),
  endorsement_history: async ({ policy }) => get(`/policies/${encodeURIComponent(policy)}/endorsements`),
  billing_status: async ({ policy }) => get(`/policies/${encodeURIComponent(policy)}/billing`),
  prior_claims: async ({ policy }) => get(`/policies/${encodeURIComponent(policy)}/claims?years=5`),
  policy_search: async ({ q }) => get(`/policies?q=${encodeURIComponent(q)}`),
};

async function get(p) {
  const r = await fetch(base + p, { headers: { authorization: `Bearer ${token}` } });
  return r.json();
}

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', async (line) => {
  const msg = JSON.parse(line);
  let result;
  if (msg.method === 'initialize') result = { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'policy-admin', version: '1.4.0' } };
  else if (msg.method === 'tools/list') result = { tools: Object.keys(tools).map((name) => ({ name, inputSchema: { type: 'object' } })) };
  else if (msg.method === 'tools/call') result = { content: [{ type: 'text', text: JSON.stringify(await tools[msg.params.name](msg.params.arguments || {})) }] };
  if (msg.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }) + '\n');
});
