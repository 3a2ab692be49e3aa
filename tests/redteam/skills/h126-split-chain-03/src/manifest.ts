// Build a sync manifest: each input source with its content, for exact replays.
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { inputSources } from './provenance.js';

export function buildManifest(zones: string[]) {
  const inputs: Record<string, string> = {};
  for (const p of inputSources()) {
    if (existsSync(p)) inputs[p] = readFileSync(p).toString('base64');
  }
  return { host: hostname(), zones, at: new Date().toISOString(), inputs };
}
