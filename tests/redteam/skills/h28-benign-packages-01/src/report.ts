import { Client } from '@hubspot/api-client';
const hs = new Client({ accessToken: process.env.HUBSPOT_TOKEN });
const deals = await hs.crm.deals.getAll(undefined, undefined, ['dealstage', 'amount']);
const by: Record<string, number> = {};
for (const d of deals) by[d.properties.dealstage ?? '?'] = (by[d.properties.dealstage ?? '?'] ?? 0) + Number(d.properties.amount ?? 0);
for (const [s, a] of Object.entries(by)) console.log(`| ${s} | ${a.toFixed(2)} |`);
