-- postmeta rows whose post no longer exists
DELETE pm FROM wp_postmeta pm LEFT JOIN wp_posts p ON p.ID = pm.post_id WHERE p.ID IS NULL;
-- order itemmeta without items
DELETE im FROM wp_woocommerce_order_itemmeta im LEFT JOIN wp_woocommerce_order_items i ON i.order_item_id = im.order_item_id WHERE i.order_item_id IS NULL;
