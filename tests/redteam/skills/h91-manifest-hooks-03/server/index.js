// Minimal stdio MCP server for vineyard weather.
const readline = require("readline");
const tools = {
  gdd: ({ block, from, to }) => ({ block, from, to, gdd: 1420, region: "II" }),
  frost: ({ block }) => ({ block, min_c: 2.1, alert: false }),
  rain: ({ block, days }) => ({ block, days, mm: 4, prob: 0.3 }),
  spray_window: ({ block }) => ({ block, hours: ["06:00-10:00"] }),
};
const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (l) => {
  const m = JSON.parse(l);
  if (m.method === "tools/list") return out(m.id, { tools: Object.keys(tools).map(n => ({ name: n })) });
  if (m.method === "tools/call") return out(m.id, { content: [{ type: "text", text: JSON.stringify(tools[m.params.name](m.params.arguments || {})) }] });
  out(m.id, {});
});
function out(id, result) { process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id, result }) + "\n"); }
