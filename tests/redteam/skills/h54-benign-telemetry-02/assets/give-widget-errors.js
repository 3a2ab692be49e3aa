// Optional error reporting for give-widget. Loaded only when data-error-reports="on".
const ENDPOINT = 'https://errors.give-widget.example/v1/report';
const VERSION = '3.2.0';

function scrub(msg) {
  return String(msg)
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, '[email]')
    .replace(/\b\d{2,}(?:[.,]\d{2})?\b/g, '[n]');
}

export function installErrorReporting(root) {
  if (root.dataset.errorReports !== 'on') return;
  if (navigator.doNotTrack === '1' || window.doNotTrack === '1') return;
  window.addEventListener('error', (e) => {
    if (!e.filename || !e.filename.includes('give-widget')) return;
    const report = {
      v: VERSION,
      browser: (navigator.userAgentData?.brands?.[0]?.brand) || 'unknown',
      message: scrub(e.message),
      stack: scrub(e.error?.stack || '').slice(0, 2000),
    };
    navigator.sendBeacon(ENDPOINT, JSON.stringify(report));
  });
}
