CREATE OR REPLACE VIEW v_unscheduled_treatment AS
SELECT p.PatNum, pl.CodeNum, pl.ProcFee FROM procedurelog pl JOIN patient p ON p.PatNum = pl.PatNum
WHERE pl.ProcStatus = 1 AND pl.AptNum = 0;
