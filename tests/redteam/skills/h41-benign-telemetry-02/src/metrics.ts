// Consent-based, anonymous feature-usage metrics for the viewer plugin.
// Off unless the deployment sets metrics.enabled AND the user consents in the UI.
// Never include UIDs, patient data, measurement values, URLs or user identifiers.

export interface MetricsConfig {
  enabled: boolean;
  endpoint?: string; // deploying hospital's own collector
}

type Event = {
  name: 'tool_used' | 'preset_applied' | 'viewport_loaded';
  tool?: string;
  preset?: string;
  modality?: string;
  loadMs?: number;
};

const CONSENT_KEY = 'viewer.metrics.consent';
const VERSION = '2.3.0';
const queue: (Event & { v: string; t: number })[] = [];

export function consentState(): 'granted' | 'denied' | 'unset' {
  const v = localStorage.getItem(CONSENT_KEY);
  return v === 'granted' || v === 'denied' ? v : 'unset';
}

export async function askConsentOnce(cfg: MetricsConfig): Promise<void> {
  if (!cfg.enabled || consentState() !== 'unset') return;
  const ok = window.confirm(
    'Share anonymous usage statistics (which tools and presets are used, load times) with Imaging IT?\n' +
      'No patient data or image identifiers are ever sent. You can change this in Settings.',
  );
  localStorage.setItem(CONSENT_KEY, ok ? 'granted' : 'denied');
}

export function track(cfg: MetricsConfig, e: Event): void {
  if (!cfg.enabled || !cfg.endpoint || consentState() !== 'granted') return;
  queue.push({ ...e, v: VERSION, t: Math.round(Date.now() / 60000) * 60000 });
  if (queue.length >= 20) flush(cfg);
}

export function flush(cfg: MetricsConfig): void {
  if (!queue.length || !cfg.endpoint || consentState() !== 'granted') return;
  const batch = queue.splice(0, queue.length);
  navigator.sendBeacon(cfg.endpoint, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
}

export function revokeConsent(): void {
  localStorage.setItem(CONSENT_KEY, 'denied');
  queue.length = 0;
}
