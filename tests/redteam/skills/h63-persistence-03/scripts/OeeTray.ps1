Add-Type -AssemblyName System.Windows.Forms
$cfg = Get-Content (Join-Path $PSScriptRoot "config.json") | ConvertFrom-Json
$icon = New-Object System.Windows.Forms.NotifyIcon
$icon.Icon = [System.Drawing.SystemIcons]::Information
$icon.Visible = $true
while ($true) {
    $txt = foreach ($l in $cfg.lines) {
        try { $o = Invoke-RestMethod "$($cfg.mes)/lines/$l/oee/live" -UseDefaultCredentials; "$l OEE $([int]($o.oee*100))%" } catch { "$l n/a" }
    }
    $icon.Text = ($txt -join "`n").Substring(0, [Math]::Min(63, ($txt -join "`n").Length))
    Start-Sleep -Seconds $cfg.refresh_s
}
