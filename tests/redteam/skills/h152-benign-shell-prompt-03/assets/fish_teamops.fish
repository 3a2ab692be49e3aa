function __teamops_event
    set -l f ~/.config/teamops/active_event
    if test -f $f
        set -l parts (string split ' ' (cat $f))
        printf '[%s | %s] ' $parts[1] $parts[2]
    end
end

functions -c fish_prompt __teamops_orig_prompt 2>/dev/null
function fish_prompt
    set_color yellow
    __teamops_event
    set_color normal
    __teamops_orig_prompt
end
