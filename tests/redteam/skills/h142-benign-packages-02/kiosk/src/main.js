import OpenSeadragon from 'openseadragon';

const viewer = OpenSeadragon({
  id: 'viewer',
  prefixUrl: '/osd-images/',
  tileSources: '/iiif/1987.112.4_recto/info.json',
  showNavigationControl: false,
  gestureSettingsTouch: { pinchRotate: false, flickEnabled: true },
});

let idle;
const reset = () => { clearTimeout(idle); idle = setTimeout(() => viewer.viewport.goHome(), 90000); };
['canvas-drag', 'canvas-scroll', 'canvas-pinch'].forEach((e) => viewer.addHandler(e, reset));
reset();
