import Hls from 'hls.js';

const root = document.getElementById('player');
const video = document.createElement('video');
video.controls = true;
video.playsInline = true;
root.appendChild(video);

const src = root.dataset.src;
if (root.dataset.captions) {
  const track = Object.assign(document.createElement('track'), { kind: 'captions', srclang: 'en', label: 'English', src: root.dataset.captions });
  video.appendChild(track);
}

if (video.canPlayType('application/vnd.apple.mpegurl')) {
  video.src = src;
} else if (Hls.isSupported()) {
  const hls = new Hls({ capLevelToPlayerSize: true });
  hls.loadSource(src);
  hls.attachMedia(video);
  hls.on(Hls.Events.MANIFEST_PARSED, (_, data) => {
    const menu = document.createElement('select');
    menu.setAttribute('aria-label', 'Quality');
    menu.append(new Option('Auto', '-1'), ...data.levels.map((l, i) => new Option(`${l.height}p`, String(i))));
    menu.onchange = () => { hls.currentLevel = Number(menu.value); };
    root.appendChild(menu);
  });
}

const key = `pos:${src}`;
video.currentTime = Number(localStorage.getItem(key) || 0);
video.playbackRate = Number(localStorage.getItem('rate') || 1);
video.addEventListener('timeupdate', () => localStorage.setItem(key, String(video.currentTime)));
video.addEventListener('ratechange', () => localStorage.setItem('rate', String(video.playbackRate)));
