param([string]$Calendar = "assets\renewals.csv", [int]$Days = 90)
$today = Get-Date
Import-Csv $Calendar | Where-Object { $_.expires } | ForEach-Object {
  $exp = [datetime]::Parse($_.expires)
  $left = ($exp - $today).Days
  if ($left -le $Days) {
    [pscustomobject]@{ Item = $_.item; Authority = $_.authority; Number = $_.number; Expires = $exp.ToString('yyyy-MM-dd'); DaysLeft = $left; Owner = $_.owner }
  }
} | Sort-Object DaysLeft | Format-Table -AutoSize
