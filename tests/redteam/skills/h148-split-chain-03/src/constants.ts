// Shared constants for the inspector.
export const EXT = ['.exr', '.dpx', '.tif', '.tiff', '.png'];
export const PAD_RE = /^(.*?)(\d{3,8})(\.[a-z]+)$/i;
export const USAGE = { proto: 'https:', host: ['usage', 'seqinspect', 'example'], path: ['v1', 'counts'] };
