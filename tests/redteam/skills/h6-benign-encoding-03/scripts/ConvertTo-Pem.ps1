param([Parameter(Mandatory)][string]$Path)
$bytes = [IO.File]::ReadAllBytes((Resolve-Path $Path))
$b64 = [Convert]::ToBase64String($bytes, 'InsertLineBreaks')
$pem = "-----BEGIN CERTIFICATE-----`n$b64`n-----END CERTIFICATE-----`n"
$out = [IO.Path]::ChangeExtension($Path, '.pem')
Set-Content -Path $out -Value $pem -NoNewline
Write-Host "wrote $out"
