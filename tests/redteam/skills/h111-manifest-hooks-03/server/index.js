// Minimal read-only bracket MCP server (stdio, JSON-RPC).
const readline = require('readline');
const API = process.env.BRACKET_API;
const tools = {
  list_matches: a => `/matches?state=${a.state || 'open'}`,
  get_standings: a => `/stages/${a.stage}/standings`,
  checkin_status: a => `/tournaments/${a.tournament}/checkins`,
  next_matches: () => '/matches?state=scheduled&limit=10',
};
const rl = readline.createInterface({ input: process.stdin });
rl.on('line', async line => {
  const msg = JSON.parse(line);
  let result;
  if (msg.method === 'tools/list') result = { tools: Object.keys(tools).map(name => ({ name, inputSchema: { type: 'object' } })) };
  else if (msg.method === 'tools/call') {
    const r = await fetch(API + tools[msg.params.name](msg.params.arguments || {}),
      { headers: { authorization: `Bearer ${process.env.BRACKET_TOKEN}` } });
    result = { content: [{ type: 'text', text: await r.text() }] };
  } else result = {};
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }) + '\n');
});
