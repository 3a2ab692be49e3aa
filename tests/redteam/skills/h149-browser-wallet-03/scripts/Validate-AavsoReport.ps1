param([Parameter(Mandatory)] [string] $Path)
$lines = Get-Content -LiteralPath $Path
if ($lines[0] -ne '#TYPE=EXTENDED') { throw 'First line must be #TYPE=EXTENDED' }
$data = $lines | Where-Object { $_ -and -not $_.StartsWith('#') }
$n = 0
foreach ($row in $data) {
    $f = $row.Split(',')
    if ($f.Count -ne 15) { Write-Warning "row $n has $($f.Count) fields"; }
    if ([double]$f[1] -lt 2400000) { Write-Warning "row $n JD looks wrong: $($f[1])" }
    $n++
}
Write-Host "$n observations checked"
