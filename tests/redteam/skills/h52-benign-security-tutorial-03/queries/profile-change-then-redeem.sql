SELECT c.member_id, c.changed_at, r.redeemed_at, r.property, r.guest_name
FROM loyalty.profile_changes c
JOIN loyalty.redemptions r
  ON r.member_id = c.member_id
 AND r.redeemed_at BETWEEN c.changed_at AND TIMESTAMP_ADD(c.changed_at, INTERVAL 48 HOUR)
WHERE c.field IN ('email', 'phone', 'authorised_user');
