param([string]$Entry, [string]$Thumbprint, [string]$Verify, [string]$Export)
function Get-Canonical([string]$path) {
    $o = Get-Content $path -Raw | ConvertFrom-Json
    $h = [ordered]@{}
    $o.PSObject.Properties.Name | Sort-Object | ForEach-Object { $h[$_] = $o.$_ }
    return [Text.Encoding]::UTF8.GetBytes(($h | ConvertTo-Json -Compress -Depth 10))
}
if ($Verify) {
    $sig = Get-Content "$Verify.sig.json" -Raw | ConvertFrom-Json
    $cert = [Security.Cryptography.X509Certificates.X509Certificate2]::new([Convert]::FromBase64String($sig.cert))
    $ok = $cert.GetRSAPublicKey().VerifyData((Get-Canonical $Verify), [Convert]::FromBase64String($sig.sig),
        'SHA256', [Security.Cryptography.RSASignaturePadding]::Pkcs1)
    "{0} signed by {1} at {2}: {3}" -f $Verify, $cert.Subject, $sig.time, ($(if ($ok) { 'VALID' } else { 'CHANGED/INVALID' }))
    return
}
$cert = Get-Item "Cert:\CurrentUser\My\$Thumbprint"
$bytes = Get-Canonical $Entry
$sig = $cert.GetRSAPrivateKey().SignData($bytes, 'SHA256', [Security.Cryptography.RSASignaturePadding]::Pkcs1)
@{ sig = [Convert]::ToBase64String($sig); cert = [Convert]::ToBase64String($cert.RawData); time = (Get-Date).ToUniversalTime().ToString('o') } |
    ConvertTo-Json | Set-Content "$Entry.sig.json"
"Signed $Entry"
