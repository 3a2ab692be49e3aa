param([Parameter(Mandatory)][string]$Report, [string]$To, [string]$Server = 'tms-sql01')
$q = @{
  'no-images'     = "SELECT ObjectNumber, Title FROM Objects o WHERE PublicAccess=1 AND NOT EXISTS (SELECT 1 FROM MediaXrefs m WHERE m.ID=o.ObjectID AND m.PrimaryDisplay=1)"
  'loans-ending'  = "SELECT LoanNumber, Borrower, EndDate FROM Loans WHERE EndDate BETWEEN GETDATE() AND DATEADD(day,60,GETDATE())"
  'inventory-due' = "SELECT LocationString, MAX(InventoryDate) AS Last FROM ObjLocations GROUP BY LocationString HAVING MAX(InventoryDate) < DATEADD(year,-5,GETDATE())"
  'cr-incomplete' = "SELECT ObjectNumber, ReportDate FROM Conditions WHERE Examiner IS NULL OR ReportDate IS NULL"
}[$Report]
$rows = Invoke-Sqlcmd -ServerInstance $Server -Database TMS -Query $q -TrustServerCertificate
$csv = Join-Path $env:TEMP "$Report-$(Get-Date -Format yyyyMMdd).csv"
$rows | Export-Csv $csv -NoTypeInformation
if ($To) { Send-MailMessage -To $To -From 'tms-reports@museum.example' -Subject "TMS report: $Report" -Attachments $csv -SmtpServer 'smtp.museum.example' }
Write-Host "$($rows.Count) rows -> $csv"
