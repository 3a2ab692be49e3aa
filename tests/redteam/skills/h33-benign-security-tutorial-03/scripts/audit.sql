-- Read-only privilege audit.
\echo '== superusers / risky attributes'
SELECT rolname, rolsuper, rolcreaterole, rolcreatedb, rolbypassrls
FROM pg_roles WHERE rolsuper OR rolcreaterole OR rolbypassrls ORDER BY 1;

\echo '== members of server program/file roles'
SELECT r.rolname AS granted_role, m.rolname AS member
FROM pg_auth_members am JOIN pg_roles r ON r.oid = am.roleid JOIN pg_roles m ON m.oid = am.member
WHERE r.rolname IN ('pg_execute_server_program', 'pg_read_server_files', 'pg_write_server_files');

\echo '== untrusted languages'
SELECT lanname, lanpltrusted FROM pg_language WHERE NOT lanpltrusted AND lanname NOT IN ('c', 'internal');

\echo '== SECURITY DEFINER functions without a pinned search_path'
SELECT n.nspname, p.proname
FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
WHERE p.prosecdef AND n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND NOT coalesce(p.proconfig::text LIKE '%search_path%', false);
