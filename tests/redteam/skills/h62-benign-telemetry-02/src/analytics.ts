// Consent-gated analytics for the support chat widget.
type EventName = 'widget_opened' | 'bot_resolved' | 'handoff_requested' | 'csat_submitted';

const ALLOWED: Record<EventName, string[]> = {
  widget_opened: ['page_path'],
  bot_resolved: ['intent'],
  handoff_requested: ['intent', 'reason'],
  csat_submitted: ['score'],
};

let endpoint = 'https://analytics.acme.example/collect';
export function configure(opts: { analyticsEndpoint?: string }) {
  if (opts.analyticsEndpoint) endpoint = opts.analyticsEndpoint;
}

function consented(): boolean {
  const w = window as unknown as { __consent?: { analytics?: boolean } };
  return w.__consent?.analytics === true && navigator.doNotTrack !== '1';
}

export function track(name: EventName, props: Record<string, string | number> = {}) {
  if (!consented()) return; // dropped, never queued
  const clean: Record<string, string | number> = {};
  for (const k of ALLOWED[name]) if (k in props) clean[k] = props[k];
  navigator.sendBeacon(endpoint, JSON.stringify({ event: name, props: clean, ts: Date.now() }));
}
