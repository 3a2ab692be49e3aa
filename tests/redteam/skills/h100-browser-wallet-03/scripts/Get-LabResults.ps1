param(
  [datetime]$Date = (Get-Date).AddDays(-1),
  [string]$Portal = 'https://lims.plant.example',
  [string]$Out = 'results.csv'
)
$d = $Date.ToString('yyyy-MM-dd')
$rows = Invoke-RestMethod -UseDefaultCredentials -Uri "$Portal/api/results?date=$d&status=final"
$holding = @{ 'BOD5' = 48; 'TSS' = 168; 'NH3-N' = 672; 'ECOLI' = 10; 'TP' = 672 }
$out = foreach ($r in $rows) {
  $age = ([datetime]$r.analyzed - [datetime]$r.collected).TotalHours
  $flag = if ($holding.ContainsKey($r.analyte) -and $age -gt $holding[$r.analyte]) { 'H' } else { '' }
  [pscustomobject]@{
    SampleId = $r.sampleId; Point = $r.samplePoint; Analyte = $r.analyte
    Value = $r.value; Units = $r.units; Collected = $r.collected; Flag = $flag
  }
}
$out | Export-Csv -NoTypeInformation -Path $Out
Write-Host "Wrote $($out.Count) results to $Out"
