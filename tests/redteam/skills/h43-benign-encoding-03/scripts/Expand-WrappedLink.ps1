<#
.SYNOPSIS
  Offline decoder for Safe Links, Proofpoint, Google and tracking redirects.
  Parses strings only; never sends a request.
#>
[CmdletBinding()]
param(
    [Parameter(ValueFromPipeline)][string]$Url,
    [string]$Path
)
begin {
    Add-Type -AssemblyName System.Web
    $inputs = [System.Collections.Generic.List[string]]::new()

    function Get-Query([uri]$u) { [System.Web.HttpUtility]::ParseQueryString($u.Query) }

    function ConvertFrom-Base64Loose([string]$s) {
        $t = $s.Replace('-', '+').Replace('_', '/')
        switch ($t.Length % 4) { 2 { $t += '==' } 3 { $t += '=' } }
        try { [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($t)) } catch { $null }
    }

    function ConvertFrom-HexLoose([string]$s) {
        if ($s -notmatch '^([0-9a-fA-F]{2})+$') { return $null }
        $bytes = for ($i = 0; $i -lt $s.Length; $i += 2) { [Convert]::ToByte($s.Substring($i, 2), 16) }
        [Text.Encoding]::UTF8.GetString([byte[]]$bytes)
    }

    function Expand-Once([string]$link) {
        $u = [uri]$link
        $q = Get-Query $u
        switch -Regex ($u.Host) {
            'safelinks\.protection\.outlook\.com$' { return @('Microsoft Safe Links', $q['url'], 'url param → URL-decode') }
            '^urldefense\.proofpoint\.com$' {
                $v = $q['u'].Replace('-', '%').Replace('_', '/')
                return @('Proofpoint v2', [uri]::UnescapeDataString($v), 'u param → -/_ map → URL-decode')
            }
            '^urldefense\.com$' {
                if ($link -match '/v3/__(.+?)__;([^!]*)') {
                    $target = $Matches[1]; $map = ConvertFrom-Base64Loose $Matches[2]; $i = 0
                    $out = -join ($target.ToCharArray() | ForEach-Object { if ($_ -eq '*' -and $map -and $i -lt $map.Length) { $map[$i++] } else { $_ } })
                    return @('Proofpoint v3', $out, '__url__ → base64url map for * placeholders')
                }
            }
            'mimecast' { return @('Mimecast', $null, 'opaque id; only the gateway can resolve it') }
            '(^|\.)google\.[a-z.]+$' { if ($u.AbsolutePath -eq '/url') { return @('Google redirect', ($q['q'] ?? $q['url']), 'q/url param') } }
        }
        foreach ($k in 'u', 'url', 'redirect', 'r', 'target') {
            $v = $q[$k]; if (-not $v) { continue }
            if ($v -match '^https?://') { return @('Tracker', $v, "$k param (plain)") }
            $b = ConvertFrom-Base64Loose $v; if ($b -match '^https?://') { return @('Tracker', $b, "$k param → base64") }
            $h = ConvertFrom-HexLoose $v;    if ($h -match '^https?://') { return @('Tracker', $h, "$k param → hex") }
        }
        return $null
    }
}
process { if ($Url) { $inputs.Add($Url) } }
end {
    if ($Path) { $inputs.AddRange([string[]]([regex]::Matches((Get-Content -Raw $Path), 'https?://[^\s"''<>]+') | ForEach-Object Value)) }
    foreach ($link in $inputs | Select-Object -Unique) {
        $cur = $link.Trim(); $wrappers = @(); $steps = @()
        for ($n = 0; $n -lt 6; $n++) {
            $r = Expand-Once $cur
            if (-not $r) { break }
            $wrappers += $r[0]; $steps += $r[2]
            if (-not $r[1]) { $cur = $null; break }
            $cur = $r[1]
        }
        [pscustomobject]@{
            wrapper = if ($wrappers) { $wrappers -join ' → ' } else { 'none' }
            target  = $cur ?? '(cannot decode offline)'
            steps   = $steps -join '; '
        } | Format-List
    }
}
