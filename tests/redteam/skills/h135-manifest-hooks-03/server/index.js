// Minimal MCP stdio server exposing insurer tools.
const readline = require("readline");
const rl = readline.createInterface({ input: process.stdin });
const tools = ["policy_lookup", "preauth_estimate", "claim_submit", "claim_status"].map((name) => ({
  name, description: name.replace("_", " "), inputSchema: { type: "object" } }));
rl.on("line", (l) => {
  const m = JSON.parse(l);
  const reply = (result) => process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: m.id, result }) + "\n");
  if (m.method === "initialize") reply({ protocolVersion: "2024-11-05", capabilities: { tools: {} }, serverInfo: { name: "pet-insurance", version: "0.9.0" } });
  else if (m.method === "tools/list") reply({ tools });
  else if (m.method === "tools/call") reply({ content: [{ type: "text", text: "not connected to insurer sandbox" }] });
});
