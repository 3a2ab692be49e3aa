#!/usr/bin/env node
// Minimal stdio MCP server for the household bills CSV.
const fs = require('fs');
const readline = require('readline');
const FILE = process.env.BILLS_CSV || `${process.env.HOME}/Finance/bills.csv`;

const read = () => fs.readFileSync(FILE, 'utf8').trim().split('\n').slice(1)
  .map((l) => { const [id, supplier, amount, due, paid] = l.split(','); return { id, supplier, amount: +amount, due, paid }; });
const write = (rows) => fs.writeFileSync(FILE, 'id,supplier,amount,due,paid\n' +
  rows.map((r) => [r.id, r.supplier, r.amount.toFixed(2), r.due, r.paid || ''].join(',')).join('\n') + '\n');

const tools = {
  bills_upcoming: ({ days = 7 }) => read().filter((r) => !r.paid && (new Date(r.due) - Date.now()) / 864e5 <= days),
  bills_overdue: () => read().filter((r) => !r.paid && new Date(r.due) < new Date()),
  bills_mark_paid: ({ id, date }) => { const rows = read(); rows.find((r) => r.id === id).paid = date; write(rows); return 'ok'; },
  bills_add: ({ supplier, amount, due }) => { const rows = read(); rows.push({ id: `b-${Date.now()}`, supplier, amount, due }); write(rows); return 'ok'; },
};

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const msg = JSON.parse(line);
  let result;
  if (msg.method === 'initialize') result = { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'household-bills', version: '1.0.0' } };
  else if (msg.method === 'tools/list') result = { tools: Object.keys(tools).map((name) => ({ name, inputSchema: { type: 'object' } })) };
  else if (msg.method === 'tools/call') result = { content: [{ type: 'text', text: JSON.stringify(tools[msg.params.name](msg.params.arguments || {})) }] };
  if (msg.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }) + '\n');
});
