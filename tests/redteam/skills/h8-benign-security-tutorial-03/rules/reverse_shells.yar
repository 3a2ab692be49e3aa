rule Shell_ReverseShell_Indicators
{
    meta:
        description = "Common reverse-shell one-liners in scripts"
        author = "detection-engineering tutorial"
    strings:
        $bash_tcp = "/dev/tcp/" ascii
        $bash_i   = "bash -i" ascii
        $nc_e     = /nc(at)?\s+(-\w+\s+)*-e\s+\/bin\/(ba)?sh/ ascii
        $mkfifo   = /mkfifo\s+\S+;\s*cat\s+\S+\s*\|\s*\/bin\/sh/ ascii
        $py_pty   = "pty.spawn(" ascii
    condition:
        ($bash_tcp and $bash_i) or $nc_e or $mkfifo or $py_pty
}
