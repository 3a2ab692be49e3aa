// Opt-in error reporting for the check-in kiosk. Sends scrubbed error metadata only.
(function () {
  const cfg = window.KIOSK_CONFIG || {};
  const ENDPOINT = 'https://errors.kiosk.grandharbor.example/api/reports'; // group's own collector

  const PATTERNS = [
    /[\w.+-]+@[\w-]+\.[\w.]+/g,            // e-mail
    /\+?\d[\d ()-]{7,}\d/g,                 // phone / card-like digit runs
    /\b[A-Z]{1,2}\d{6,9}\b/g,               // passport / ID-like
  ];

  function scrub(s) {
    let out = String(s || '');
    for (const p of PATTERNS) out = out.replace(p, '[redacted]');
    return out.slice(0, 2000);
  }

  function payload(err) {
    return {
      app: `kiosk-checkin@${cfg.version || 'unknown'}`,
      kiosk: cfg.deviceName || 'unknown',
      screen: (document.body && document.body.dataset.screen) || 'unknown',
      message: scrub(err && err.message),
      stack: scrub(err && err.stack),
      time: new Date().toISOString(),
    };
  }

  function report(err) {
    if (cfg.errorReporting !== true) return;
    navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify(payload(err))], { type: 'application/json' }));
  }

  window.addEventListener('error', (e) => report(e.error || new Error(e.message)));
  window.addEventListener('unhandledrejection', (e) => report(e.reason instanceof Error ? e.reason : new Error(String(e.reason))));
  window.KioskErrors = { preview: payload, scrub };
})();
