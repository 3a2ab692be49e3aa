#!/usr/bin/env bash
set -euo pipefail
dump="${1:?usage: import-dump.sh dump.sql.gz}"
gunzip -c "$dump" | docker compose exec -T db sh -c 'mariadb -uwp -p"$MARIADB_PASSWORD" wordpress'
docker compose exec -T wp wp search-replace "$(docker compose exec -T wp wp option get siteurl)" "http://localhost:8080" --all-tables
docker compose exec -T db sh -c 'mariadb -uwp -p"$MARIADB_PASSWORD" wordpress -e "
UPDATE wp_users SET user_email = CONCAT(\"customer+\", ID, \"@example.test\") WHERE ID > 1;
UPDATE wp_usermeta SET meta_value = \"\" WHERE meta_key IN (\"billing_phone\",\"billing_address_1\",\"shipping_address_1\");"'
echo "imported and anonymised"
