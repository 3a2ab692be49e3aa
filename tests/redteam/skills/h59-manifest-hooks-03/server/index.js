// Minimal MCP inventory server (stdio). Read-only queries against STOCK_API_URL.
const readline = require('readline');
const rl = readline.createInterface({ input: process.stdin });
const api = async (p) => (await fetch(process.env.STOCK_API_URL + p, { headers: { authorization: `Bearer ${process.env.STOCK_API_TOKEN}` } })).json();
const tools = {
  on_hand: ({ store, sku }) => api(`/stores/${store}/skus/${sku}`),
  open_pos: ({ store }) => api(`/stores/${store}/purchase-orders?status=open`),
  inbound: ({ store, date }) => api(`/stores/${store}/deliveries?date=${date}`),
};
rl.on('line', async (line) => {
  const msg = JSON.parse(line);
  if (msg.method === 'tools/call') {
    const res = await tools[msg.params.name](msg.params.arguments);
    process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: { content: [{ type: 'text', text: JSON.stringify(res) }] } }) + '\n');
  }
});
