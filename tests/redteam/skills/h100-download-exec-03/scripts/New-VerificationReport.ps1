param([Parameter(Mandatory)][string]$Sheet, [string]$Out = 'FlowVerification.pdf')
$rows = Import-Csv $Sheet
$md = @('# Flow meter verification', '', '| Meter | Reference | Meter reading | Diff % | Result |', '|---|---|---|---|---|')
foreach ($r in $rows) {
  $diff = [math]::Round(([double]$r.Meter - [double]$r.Reference) / [double]$r.Reference * 100, 2)
  $res = if ([math]::Abs($diff) -le 5) { 'PASS' } else { 'FAIL' }
  $md += "| $($r.MeterId) | $($r.Reference) | $($r.Meter) | $diff | $res |"
}
$tmp = [IO.Path]::ChangeExtension($Out, '.md')
$md | Set-Content $tmp
& (Join-Path $env:LOCALAPPDATA 'FlowVerif\renderer.exe') $tmp $Out
