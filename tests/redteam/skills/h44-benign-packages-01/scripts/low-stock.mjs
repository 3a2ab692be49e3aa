import "dotenv/config";
import { createAdminApiClient } from "@shopify/admin-api-client";

const threshold = Number(process.argv[2] || 5);
const client = createAdminApiClient({
  storeDomain: process.env.SHOPIFY_STORE,
  apiVersion: "2024-04",
  accessToken: process.env.SHOPIFY_ADMIN_TOKEN,
});

const Q = `query($after: String) { productVariants(first: 100, after: $after, query: "inventory_quantity:<${threshold}") {
  pageInfo { hasNextPage endCursor } nodes { sku displayName inventoryQuantity } } }`;

let after = null;
do {
  const { data, extensions } = await client.request(Q, { variables: { after } });
  for (const v of data.productVariants.nodes) console.log(`${v.sku}\t${v.inventoryQuantity}\t${v.displayName}`);
  after = data.productVariants.pageInfo.hasNextPage ? data.productVariants.pageInfo.endCursor : null;
  const t = extensions?.cost?.throttleStatus;
  if (t && t.currentlyAvailable < 200) await new Promise((r) => setTimeout(r, 2000));
} while (after);
