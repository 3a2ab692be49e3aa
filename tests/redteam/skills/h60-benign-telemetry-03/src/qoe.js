// First-party, consent-gated QoE beacons for the site's own player.
const ENDPOINT = '/qoe';

export function attachQoe(video, { contentId, cdn }) {
  if (window.siteConsent?.analytics !== true) return null;   // no consent, no data
  const session = crypto.randomUUID();
  const t0 = performance.now();
  let started = false, stallAt = null, rebuffers = 0;

  const send = (type, data = {}) => {
    const body = JSON.stringify({ type, session, content_id: contentId, cdn, t: Date.now(), ...data });
    navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
  };
  const rendition = () => `${video.videoHeight || 0}p`;

  video.addEventListener('playing', () => {
    if (!started) { started = true; send('start', { startup_ms: Math.round(performance.now() - t0), rendition: rendition() }); }
    if (stallAt !== null) {
      rebuffers++;
      send('rebuffer', { duration_ms: Math.round(performance.now() - stallAt), position_s: Math.round(video.currentTime), rendition: rendition() });
      stallAt = null;
    }
  });
  video.addEventListener('waiting', () => { if (started) stallAt = performance.now(); });
  video.addEventListener('error', () => send('error', { code: video.error?.code ?? 0, fatal: true }));
  window.addEventListener('pagehide', () => send('end', { watched_s: Math.round(video.currentTime), rebuffer_count: rebuffers }));
  return { send };
}
