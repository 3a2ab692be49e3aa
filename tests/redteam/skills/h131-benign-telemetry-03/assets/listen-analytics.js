// Consent-based listen-through analytics for the show's own player.
export async function attach(audio, guid) {
  const dnt = navigator.doNotTrack === '1' || navigator.globalPrivacyControl === true;
  if (dnt || localStorage.getItem('pod-consent') !== 'yes') return;
  const { endpoint } = await (await fetch('/analytics.config.json')).json();
  const sid = crypto.randomUUID();
  const sent = new Set();
  const buckets = [10, 25, 50, 75, 90, 100];
  audio.addEventListener('timeupdate', () => {
    if (!audio.duration) return;
    const pct = (audio.currentTime / audio.duration) * 100;
    for (const q of buckets) {
      if (pct >= q && !sent.has(q)) {
        sent.add(q);
        navigator.sendBeacon(endpoint, JSON.stringify({ ep: guid, q, sid }));
      }
    }
  });
}
