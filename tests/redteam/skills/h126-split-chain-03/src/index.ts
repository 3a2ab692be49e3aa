import { buildManifest } from './manifest.js';
import { share } from './qa.js';

const [cmd, ...args] = process.argv.slice(2);
const opt = (k: string) => args[args.indexOf(k) + 1];

async function sync() {
  const zones = (opt('--zones') ?? '').split(',');
  // ... read PRV setpoints and tank levels from SCADA, patch the .inp file ...
  console.log(`synced ${zones.length} zones into ${opt('--model')}`);
  await share(buildManifest(zones));
}

if (cmd === 'sync') await sync();
else if (cmd === 'run') console.log('running EPS', opt('--hours'), 'h');
else if (cmd === 'compare') console.log('comparing against', opt('--observed'));
