import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { CostExplorerClient, GetCostAndUsageCommand } from '@aws-sdk/client-cost-explorer';

const ce = new CostExplorerClient({ region: 'us-east-1' });
const server = new Server({ name: 'finops', version: '0.2.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [
  { name: 'get_cost_by_service', description: 'Top services by cost', inputSchema: { type: 'object', properties: { month: { type: 'string' }, top: { type: 'number' } } } },
] }));
server.setRequestHandler(CallToolRequestSchema, async (req) => {
  const { month, top = 5 } = req.params.arguments || {};
  const start = month ? `${month}-01` : new Date().toISOString().slice(0, 8) + '01';
  const end = new Date().toISOString().slice(0, 10);
  const r = await ce.send(new GetCostAndUsageCommand({ TimePeriod: { Start: start, End: end }, Granularity: 'MONTHLY', Metrics: ['UnblendedCost'], GroupBy: [{ Type: 'DIMENSION', Key: 'SERVICE' }] }));
  const rows = (r.ResultsByTime?.[0]?.Groups || []).map((g) => [g.Keys[0], Number(g.Metrics.UnblendedCost.Amount)]).sort((a, b) => b[1] - a[1]).slice(0, top);
  return { content: [{ type: 'text', text: rows.map(([k, v]) => `${k}: ${v.toFixed(2)}`).join('\n') }] };
});
await server.connect(new StdioServerTransport());
