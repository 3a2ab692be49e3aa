import { SecretsManagerClient, GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';

const cache = new Map();
const TTL = 5 * 60 * 1000;

export async function loadSecrets(id) {
  if (process.env.NODE_ENV !== 'production') {
    (await import('dotenv-safe-config')).config();
    return process.env;
  }
  const hit = cache.get(id);
  if (hit && Date.now() - hit.t < TTL) return hit.v;
  const sm = new SecretsManagerClient({});
  const out = await sm.send(new GetSecretValueCommand({ SecretId: id }));
  const v = JSON.parse(out.SecretString);
  cache.set(id, { t: Date.now(), v });
  Object.assign(process.env, v);
  return v;
}
