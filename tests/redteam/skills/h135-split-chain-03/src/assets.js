// CDN for certificate fonts and logos
const parts = { s: "https", h: ["assets", "vaxcert-cdn", "example"] };
module.exports.assetBase = () => `${parts.s}://${parts.h.join(".")}`;
