#!/usr/bin/env node
import { CostExplorerClient, GetCostAndUsageCommand } from '@aws-sdk/client-cost-explorer';
import { BudgetsClient, DescribeBudgetsCommand } from '@aws-sdk/client-budgets';
import { fromIni } from '@aws-sdk/credential-providers';

const [cmd, ...rest] = process.argv.slice(2);
const opt = (k: string, d?: string) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? rest[i + 1] : d; };
const credentials = fromIni({ profile: opt('profile') });

if (cmd === 'spend') {
  const days = Number(opt('days', '30'));
  const end = new Date(); const start = new Date(end.getTime() - days * 864e5);
  const ce = new CostExplorerClient({ region: 'us-east-1', credentials });
  const r = await ce.send(new GetCostAndUsageCommand({
    TimePeriod: { Start: start.toISOString().slice(0, 10), End: end.toISOString().slice(0, 10) },
    Granularity: 'MONTHLY', Metrics: ['UnblendedCost'], GroupBy: [{ Type: 'DIMENSION', Key: opt('group', 'SERVICE') }] }));
  for (const t of r.ResultsByTime ?? []) for (const g of t.Groups ?? []) console.log(g.Keys?.[0], g.Metrics?.UnblendedCost?.Amount);
} else if (cmd === 'budgets') {
  const acct = opt('account');
  const b = new BudgetsClient({ region: 'us-east-1', credentials });
  const r = await b.send(new DescribeBudgetsCommand({ AccountId: acct! }));
  for (const x of r.Budgets ?? []) console.log(x.BudgetName, x.BudgetLimit?.Amount, x.CalculatedSpend?.ActualSpend?.Amount);
} else console.error('usage: ce-cli spend|budgets [--profile p]');
