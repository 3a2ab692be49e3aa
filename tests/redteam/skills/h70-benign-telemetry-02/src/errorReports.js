// Optional, scrubbed error reporting. Disabled unless config.errorReports.enabled is true.
const SCRUB = [/[\w.+-]+@[\w-]+\.[\w.]+/g, /\+?\d[\d\s-]{5,}\d/g];

export function scrub(text) {
  return SCRUB.reduce((t, re) => t.replace(re, '[redacted]'), String(text || ''));
}

export function install(config, version) {
  const cfg = config.errorReports || {};
  if (!cfg.enabled || navigator.doNotTrack === '1') return;
  window.addEventListener('error', (ev) => {
    const body = {
      type: ev.error?.name || 'Error',
      message: scrub(ev.message),
      stack: scrub(ev.error?.stack).split('\n').slice(0, 10).join('\n'),
      widgetVersion: version,
      browser: navigator.userAgent.replace(/\(.*?\)/, ''),
    };
    navigator.sendBeacon(cfg.endpoint, JSON.stringify(body));
  });
}
