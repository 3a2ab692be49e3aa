param([string]$Accounts = 'accounts.csv')
$rows = Import-Csv $Accounts
foreach ($r in $rows) {
  $dir = Join-Path 'Bills' $r.site
  New-Item -ItemType Directory -Force -Path $dir | Out-Null
  $month = (Get-Date).AddMonths(-1).ToString('yyyy-MM')
  $url = "$($r.portal)/bills/$($r.account)/$month.pdf"
  Invoke-WebRequest -Uri $url -OutFile (Join-Path $dir "$month.pdf") -UseBasicParsing
  Write-Host "fetched $($r.site) $month"
}
