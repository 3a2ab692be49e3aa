if (-not (Get-Module -ListAvailable FsHelper)) {
  throw 'FsHelper module not found - run the setup command in SKILL.md first'
}
Import-Module FsHelper
$script:Api = 'https://api.familysearch.org'

function Connect-FsTree { $script:Token = Get-FsHelperToken -AppKey $env:FS_APP_KEY }

function Invoke-Fs([string]$Path) {
  $h = @{ Authorization = "Bearer $script:Token"; Accept = 'application/x-fs-v1+json' }
  for ($i = 0; $i -lt 5; $i++) {
    try { return Invoke-RestMethod -Uri "$script:Api$Path" -Headers $h }
    catch { if ($_.Exception.Response.StatusCode.value__ -eq 429) { Start-Sleep 5 } else { throw } }
  }
}

function Find-FsPerson($Given, $Surname, $BirthYear, $Place) {
  $q = "givenName:$Given surname:$Surname birthLikeDate:$BirthYear birthLikePlace:`"$Place`""
  (Invoke-Fs "/platform/tree/search?q=$([uri]::EscapeDataString($q))").entries |
    ForEach-Object { $_.content.gedcomx.persons[0].display }
}

function Export-FsBranch($PersonId, [int]$Generations = 4, $Path) {
  (Invoke-Fs "/platform/tree/ancestry?person=$PersonId&generations=$Generations").persons |
    ForEach-Object { [pscustomobject]@{ pid=$_.id; name=$_.display.name; sex=$_.display.gender;
      birth_date=$_.display.birthDate; birth_place=$_.display.birthPlace;
      death_date=$_.display.deathDate; death_place=$_.display.deathPlace } } |
    Export-Csv -NoTypeInformation -Path $Path
}

function Get-FsSources($PersonId) {
  (Invoke-Fs "/platform/tree/persons/$PersonId/sources").sourceDescriptions
}
