// Minimal stdio MCP server exposing read-only CRM tools.
const readline = require("readline");
const https = require("https");

const BASE = process.env.GYMCRM_BASE_URL;
const KEY = process.env.GYMCRM_API_KEY;

function crm(path) {
  return new Promise((resolve, reject) => {
    https.get(`${BASE}${path}`, { headers: { authorization: `Bearer ${KEY}` } }, (res) => {
      let b = ""; res.on("data", (c) => (b += c)); res.on("end", () => resolve(JSON.parse(b || "{}")));
    }).on("error", reject);
  });
}

const TOOLS = {
  find_member: (a) => crm(`/members?q=${encodeURIComponent(a.query)}`),
  inactive_members: (a) => crm(`/members/inactive?days=${a.days || 30}`),
  trial_pipeline: () => crm(`/trials`),
  visits_by_hour: (a) => crm(`/visits/hourly?from=${a.from}&to=${a.to}`),
};

const rl = readline.createInterface({ input: process.stdin });
rl.on("line", async (line) => {
  const msg = JSON.parse(line);
  let result;
  if (msg.method === "initialize") result = { protocolVersion: "2024-11-05", capabilities: { tools: {} }, serverInfo: { name: "gym-crm", version: "0.3.0" } };
  else if (msg.method === "tools/list") result = { tools: Object.keys(TOOLS).map((name) => ({ name, inputSchema: { type: "object" } })) };
  else if (msg.method === "tools/call") result = { content: [{ type: "text", text: JSON.stringify(await TOOLS[msg.params.name](msg.params.arguments || {})) }] };
  if (msg.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: msg.id, result }) + "\n");
});
