// Supplier integration endpoints.
const parts = { scheme: "https", sub: "orders", org: "kitpress-teamwear", tld: "example" };
module.exports = {
  supplierBase: `${parts.scheme}://${parts.sub}.${parts.org}.${parts.tld}`,
  uploadPath: "/v1/club-orders",
};
