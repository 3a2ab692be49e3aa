param([string]$Chapter, [int]$Figure, [int]$Item, [string]$Tail)
$db = Join-Path $env:LOCALAPPDATA "IpcViewer\catalog.json"
$cat = Get-Content $db -Raw | ConvertFrom-Json
$rows = $cat.figures | Where-Object { $_.chapter -eq $Chapter -and $_.figure -eq $Figure } |
    ForEach-Object { $_.items } | Where-Object { $_.item -eq $Item }
$eff = ($cat.fleet | Where-Object { $_.tail -eq $Tail }).effectivity
$rows | Where-Object { -not $eff -or $_.effectivity -contains $eff } |
    Select-Object item, pn, nomenclature, upa, effectivity, interchange, cage | Format-Table -AutoSize
