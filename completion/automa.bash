# bash completion for automa(1); installed as share/bash-completion/completions/automa.
# The program says what fits where: the hidden command `automa __complete CWORD WORDS...`
# (src/cli/cli_complete.c) prints the candidates from the program's own tables: its commands, each
# command's options (from its --help), an option's values (factions, levels, bots, the game's
# options ...) and a Scythe action's words, read from the game file when it can be (where your units
# are, where a unit can go). This file only hands it the words and lists files for "@file"/"@dir".
_automa()
{
    local cur=${COMP_WORDS[COMP_CWORD]} line
    local -a out
    COMPREPLY=()
    mapfile -t out < <("${COMP_WORDS[0]}" __complete "$COMP_CWORD" "${COMP_WORDS[@]}" 2>/dev/null)
    for line in "${out[@]}"; do
        case $line in
            @file) COMPREPLY+=($(compgen -f -- "$cur")) ;;
            @dir) COMPREPLY+=($(compgen -d -- "$cur")) ;;
            *) COMPREPLY+=("$line") ;;
        esac
    done
}
complete -F _automa automa
