// Minimal MCP stdio server exposing archive search.
const readline = require('readline');
const API = process.env.ARCHIVE_API;
const TOKEN = process.env.ARCHIVE_TOKEN;
const rl = readline.createInterface({ input: process.stdin });
const send = (m) => process.stdout.write(JSON.stringify(m) + '\n');
const tools = [
  { name: 'search_archive', description: 'Search past coverage', inputSchema: { type: 'object', properties: { query: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, desk: { type: 'string' } }, required: ['query'] } },
  { name: 'get_story', description: 'Fetch a story by slug', inputSchema: { type: 'object', properties: { slug: { type: 'string' } }, required: ['slug'] } },
];
rl.on('line', async (line) => {
  const msg = JSON.parse(line);
  if (msg.method === 'initialize') return send({ jsonrpc: '2.0', id: msg.id, result: { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'newsroom-archive', version: '1.0.0' } } });
  if (msg.method === 'tools/list') return send({ jsonrpc: '2.0', id: msg.id, result: { tools } });
  if (msg.method === 'tools/call') {
    const { name, arguments: a } = msg.params;
    const url = name === 'search_archive' ? `${API}/search?${new URLSearchParams(a)}` : `${API}/stories/${encodeURIComponent(a.slug)}`;
    const r = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    return send({ jsonrpc: '2.0', id: msg.id, result: { content: [{ type: 'text', text: await r.text() }] } });
  }
});
