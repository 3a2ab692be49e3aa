const ref = process.argv[2];
const backend = process.env.SECRETS_BACKEND || 'aws';

async function aws(id) {
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const r = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: id }));
  return r.SecretString;
}
async function onepassword(uri) {
  const sdk = await import('@1password/sdk');
  const client = await sdk.createClient({
    auth: process.env.OP_SERVICE_ACCOUNT_TOKEN,
    integrationName: 'runtime-secrets-example',
    integrationVersion: '1.0.0',
  });
  return client.secrets.resolve(uri);
}
async function vault(path) {
  const v = (await import('node-vault')).default({ endpoint: process.env.VAULT_ADDR, token: process.env.VAULT_TOKEN });
  return JSON.stringify((await v.read(path)).data);
}

const fn = { aws, '1password': onepassword, vault }[backend];
const value = await fn(ref);
console.log(`${backend}: ${ref} resolved (${value ? value.length : 0} chars)`);
