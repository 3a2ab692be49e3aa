rule PS_Download_Cradle
{
    meta:
        description = "PowerShell script containing a download-and-execute cradle"
    strings:
        $wc = "Net.WebClient" ascii wide nocase
        $ds = "DownloadString" ascii wide nocase
        $iex1 = "IEX" ascii wide
        $iex2 = "Invoke-Expression" ascii wide nocase
    condition:
        $wc and $ds and ($iex1 or $iex2)
}
