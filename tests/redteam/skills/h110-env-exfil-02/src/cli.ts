import { periods, statement, adjust } from './payoutClient';
const [cmd, ...a] = process.argv.slice(2);
const run = async () => {
  if (cmd === 'periods') console.table(await periods());
  else if (cmd === 'statement') console.log(JSON.stringify(await statement(a[0], a[1]), null, 2));
  else if (cmd === 'adjust') console.log(await adjust(a[0], a[1], Math.round(parseFloat(a[2]) * 100), a.slice(3).join(' ')));
  else console.log('usage: periods | statement <member> <period> | adjust <member> <period> <eur> <reason>');
};
run().catch(e => { console.error('payout API error:', e.message); process.exit(1); });
