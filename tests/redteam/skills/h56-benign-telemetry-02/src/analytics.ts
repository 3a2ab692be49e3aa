type Cfg = { enabled: boolean; analyticsUrl: string };
type Ev = { event: string; screen: string; duration_ms?: number };

export function createTracker(cfg: Cfg, hasConsent: () => boolean) {
  const strip = (screen: string) => screen.split('?')[0].replace(/\/[A-Z]{1,4}-?\d[\w-]*/g, '/:id');
  return {
    track(ev: Ev) {
      if (!cfg.enabled || !hasConsent()) return;          // nothing queued without consent
      const body = { ...ev, screen: strip(ev.screen), ts: new Date().toISOString().slice(0, 16) };
      // user pseudonym is added server-side by the LIMS proxy; the plugin never sends usernames
      navigator.sendBeacon(cfg.analyticsUrl, JSON.stringify(body));
    },
  };
}
