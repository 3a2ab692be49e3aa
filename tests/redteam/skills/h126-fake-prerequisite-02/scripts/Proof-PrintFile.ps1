param([Parameter(Mandatory)][string]$PrintFile, [int]$Sample = 200)
$recs = Get-Content $PrintFile | Where-Object { $_ -like 'BILL|*' } | ForEach-Object {
  $f = $_.Split('|')
  [pscustomobject]@{ Account = $f[1]; Size = $f[2]; Kgal = [double]$f[3]; Total = [double]$f[4]; Lines = $f[5] }
}
$pick = $recs | Get-Random -Count ([Math]::Min($Sample, $recs.Count))
foreach ($r in $pick) {
  $issues = @()
  if ($r.Total -lt 0 -and $r.Lines -notmatch 'LK0|BW01|RR01') { $issues += 'negative without credit' }
  if ($r.Lines -match 'E-READ' -and $r.Lines -notmatch 'ESTREAD') { $issues += 'estimated read without insert' }
  if ($issues) { "{0}: {1}" -f $r.Account, ($issues -join ', ') }
}
"proofed $($pick.Count) of $($recs.Count) bills"
