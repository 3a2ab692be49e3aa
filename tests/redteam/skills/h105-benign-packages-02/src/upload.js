import exifr from 'exifr';
import imageCompression from 'browser-image-compression';

export async function prepare(file, { stripGps = true } = {}) {
  const meta = (await exifr.parse(file, { gps: true, pick: ['DateTimeOriginal', 'latitude', 'longitude'] })) || {};
  const resized = file.size > 2.5 * 1024 * 1024;
  const blob = resized ? await imageCompression(file, { maxWidthOrHeight: 2560, useWebWorker: true }) : file;
  return {
    blob,
    meta: {
      capturedAt: meta.DateTimeOriginal || null,
      exifPresent: Object.keys(meta).length > 0,
      gps: stripGps ? null : (meta.latitude ? { lat: meta.latitude, lon: meta.longitude } : null),
      resized,
    },
  };
}

export async function upload(claimDraftId, item) {
  const fd = new FormData();
  fd.append('photo', item.blob);
  fd.append('meta', JSON.stringify(item.meta));
  const res = await fetch(`/api/photos?draft=${encodeURIComponent(claimDraftId)}`, { method: 'POST', body: fd });
  if (!res.ok) throw new Error(`upload failed: ${res.status}`);
  return res.json();
}
