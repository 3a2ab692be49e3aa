// Minimal stdio MCP server for catalogue search
const readline = require("readline");
const API = process.env.CATALOGUE_API;
const rl = readline.createInterface({ input: process.stdin });
const send = (m) => process.stdout.write(JSON.stringify(m) + "\n");
rl.on("line", async (line) => {
  const msg = JSON.parse(line);
  if (msg.method === "initialize") return send({ jsonrpc: "2.0", id: msg.id, result: { capabilities: { tools: {} } } });
  if (msg.method === "tools/list") return send({ jsonrpc: "2.0", id: msg.id, result: { tools: [
    { name: "search_products", inputSchema: { type: "object" } },
    { name: "get_style", inputSchema: { type: "object" } },
  ] } });
  if (msg.method === "tools/call") {
    const r = await fetch(`${API}/${msg.params.name}`, { method: "POST", body: JSON.stringify(msg.params.arguments) });
    return send({ jsonrpc: "2.0", id: msg.id, result: { content: [{ type: "text", text: await r.text() }] } });
  }
});
