param([Parameter(Mandatory)][string]$Month, [string]$Out = 'D:\exports')
Import-Module SqlServer
$start = [datetime]"$Month-01"; $end = $start.AddMonths(1)
$q = @"
SELECT Stream, SUM(CASE WHEN Direction='IN' THEN NetKg ELSE 0 END)/1000.0 AS Received,
       SUM(CASE WHEN Direction='OUT' THEN NetKg ELSE 0 END)/1000.0 AS Dispatched, MAX(DestLicence) AS Licence
FROM Tickets WHERE TimeIn >= '$($start.ToString('s'))' AND TimeIn < '$($end.ToString('s'))' GROUP BY Stream
"@
$codes = @{ GW = 2010; DMR = 3020; FOGO = 4010; CD = 5030; GLS = 3040 }
$rows = Invoke-Sqlcmd -ServerInstance '.\SQLEXPRESS' -Database WBTickets -Query $q
$rows | Select-Object @{n='EpaCode';e={$codes[$_.Stream]}}, Received, Dispatched, Licence |
  Export-Csv (Join-Path $Out "epa_return_$Month.csv") -NoTypeInformation
