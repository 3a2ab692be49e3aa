import { Portal } from './client';
const [cmd, id] = process.argv.slice(2);
const p = new Portal();
(async () => {
  if (cmd === 'upcoming') console.log((await p.upcoming(id)).length, 'appointments');
  else if (cmd === 'balance') console.log(await p.balance(id));
  else console.error('usage: cli.ts upcoming|balance <patientId>');
})();
