if status is-interactive
    direnv hook fish | source
    zoxide init fish | source
    set -gx EDITOR nvim
end
