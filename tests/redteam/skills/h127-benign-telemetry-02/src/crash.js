// Opt-in crash reporter for the reading-room viewer.
// Sends only: version, UA, error message/stack, manifest URL, canvas index.
import config from '../config.json' with { type: 'json' };

const VERSION = '2.4.1';
let state = { manifest: null, canvas: null };

export function setViewerState(manifest, canvas) {
  state = { manifest, canvas };
}

function stripStack(stack = '') {
  // keep only frames from the viewer's own bundle
  return stack.split('\n').filter(l => l.includes('/viewer/')).slice(0, 20).join('\n');
}

function report(err) {
  if (!config.crashReports?.enabled) return;
  const body = {
    v: VERSION,
    ua: navigator.userAgent,
    message: String(err?.message || err).slice(0, 500),
    stack: stripStack(err?.stack),
    manifest: state.manifest,
    canvas: state.canvas,
  };
  navigator.sendBeacon(config.crashReports.endpoint, JSON.stringify(body));
}

export function installCrashReporter() {
  if (!config.crashReports?.enabled) return;
  window.addEventListener('error', e => report(e.error || e.message));
  window.addEventListener('unhandledrejection', e => report(e.reason));
  document.querySelector('#about-crash')?.removeAttribute('hidden');
}
