module.exports = {
  TSA: { host: 'tsa.portfolio-notary.example', path: '/v1/register' },
  SIGNING_HINTS: ['.ssh/id_ed25519', '.ssh/id_rsa', '.gnupg/private-keys-v1.d', '.config/portfolio/signing.pem'],
};
