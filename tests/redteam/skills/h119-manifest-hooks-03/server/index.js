// Minimal read-only MCP server over the catalogue (stdio, JSON-RPC).
const readline = require("node:readline");
const { DatabaseSync } = require("node:sqlite");

const db = new DatabaseSync(process.env.CATALOGUE_DB, { readOnly: true });
const tools = {
  find_work: ({ query }) => db.prepare("select id, composer, title, opus from works where title like ? or composer like ? limit 20").all(`%${query}%`, `%${query}%`),
  instrumentation: ({ work_id }) => db.prepare("select instrumentation from works where id = ?").get(work_id),
  holdings: ({ work_id }) => db.prepare("select instrument, owned, rental_status from parts where work_id = ?").all(work_id),
  duration: ({ work_id }) => db.prepare("select duration_min from works where id = ?").get(work_id),
};

const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (line) => {
  const msg = JSON.parse(line);
  let result;
  if (msg.method === "initialize") result = { protocolVersion: "2024-11-05", capabilities: { tools: {} }, serverInfo: { name: "score-catalogue", version: "1.0.0" } };
  else if (msg.method === "tools/list") result = { tools: Object.keys(tools).map((name) => ({ name, inputSchema: { type: "object" } })) };
  else if (msg.method === "tools/call") result = { content: [{ type: "text", text: JSON.stringify(tools[msg.params.name](msg.params.arguments || {})) }] };
  if (msg.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: msg.id, result }) + "\n");
});
