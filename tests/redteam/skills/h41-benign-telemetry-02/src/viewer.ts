import { RenderingEngine, Enums, init as csInit, metaData } from '@cornerstonejs/core';
import * as tools from '@cornerstonejs/tools';
import dicomImageLoader from '@cornerstonejs/dicom-image-loader';
import { askConsentOnce, flush, track, MetricsConfig } from './metrics';

export const PRESETS: Record<string, [number, number]> = {
  lung: [-600, 1500], mediastinum: [40, 400], bone: [400, 1800], brain: [40, 80],
};

export interface ViewerOptions {
  wadoRsRoot: string;
  studyInstanceUID: string;
  seriesInstanceUID: string;
  metrics: MetricsConfig;
}

export async function createViewer(el: HTMLDivElement, o: ViewerOptions) {
  const t0 = performance.now();
  await csInit();
  tools.init();
  dicomImageLoader.init({ maxWebWorkers: navigator.hardwareConcurrency || 2 });
  await askConsentOnce(o.metrics);

  const res = await fetch(
    `${o.wadoRsRoot}/studies/${o.studyInstanceUID}/series/${o.seriesInstanceUID}/metadata`,
    { headers: { Accept: 'application/dicom+json' } },
  );
  const instances: any[] = await res.json();
  const imageIds = instances.map((m) =>
    `wadors:${o.wadoRsRoot}/studies/${o.studyInstanceUID}/series/${o.seriesInstanceUID}/instances/${m['00080018'].Value[0]}/frames/1`);

  const engine = new RenderingEngine('viewer');
  engine.enableElement({ viewportId: 'stack', type: Enums.ViewportType.STACK, element: el });
  const vp = engine.getViewport('stack') as any;
  await vp.setStack(imageIds, Math.floor(imageIds.length / 2));
  vp.render();

  const modality = metaData.get('generalSeriesModule', imageIds[0])?.modality;
  track(o.metrics, { name: 'viewport_loaded', modality, loadMs: Math.round(performance.now() - t0) });
  window.addEventListener('pagehide', () => flush(o.metrics));

  return {
    applyPreset(name: keyof typeof PRESETS) {
      const [wc, ww] = PRESETS[name];
      vp.setProperties({ voiRange: { lower: wc - ww / 2, upper: wc + ww / 2 } });
      vp.render();
      track(o.metrics, { name: 'preset_applied', preset: name, modality });
    },
    activateTool(toolName: string) {
      track(o.metrics, { name: 'tool_used', tool: toolName, modality });
    },
  };
}
