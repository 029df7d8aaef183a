# bash completion for automa(1); installed as share/bash-completion/completions/automa.
# Commands and options come from the program's own --help (so they are always the installed
# program's); the values of the options (factions, levels, bots, modes, files) and the Scythe
# territory names are listed here.

_automa_factions="nordic rusviet togawa crimea saxony polania albion"
_automa_mats="industrial engineering militant patriotic innovative mechanical agricultural"
_automa_tiles="tunnels-adjacent lakes-adjacent encounters-adjacent on-tunnels in-a-row farms-tundras"
_automa_territories="A2 A3 A4 A5 A6 A7 B1 B2 B3 B4 B5 B6 B7 C2 C3 C4 C5 C6 C7 D1 D2 D3 D4 D5 D6 D7
E1 E2 E3 E4 E5 E6 E7 F1 F2 F3 F4 F5 F6 F7 G2 G3 G4 G5 G6 G7 H4"

# the options that take a value (as a separate word)
_automa_valued="--lang --human --automa --player --level --human-bot --bot --combat --enemy --seats --out --save
--resume --cards --cards-file --progress-file --svg --db --dir --seed --games --threads --port --coin-mod --power-mod
--glory-adjust --reveal-count --power --automa-cards --defender-cards --master --game --budget --listen --gap
--player-mat --structure-tile --defender-power --flip --trap --first-game --offline"
_automa_valued=$(echo $_automa_valued)

# the words of `automa ARGS... --help` (in English): commands ("  name  summary" lines) or options
_automa_help()
{
    local what=$1
    shift
    local text
    text=$(LC_ALL=C LANGUAGE= LANG=C "$_automa_prog" "$@" --help 2>/dev/null) || return
    if [[ $what == text ]]; then
        printf '%s\n' "$text"
    elif [[ $what == commands ]]; then
        sed -n 's/^  \([a-z][a-z-]*\)  .*/\1/p' <<<"$text"
    else
        grep -o -- '--[a-z][a-z0-9-]*' <<<"$text" | sort -u
    fi
}

_automa()
{
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    _automa_prog=${COMP_WORDS[0]}
    COMPREPLY=()
    # the command words before the cursor, without the options and their values
    local -a cmd=()
    local i w
    for ((i = 1; i < COMP_CWORD; i++)); do
        w=${COMP_WORDS[i]}
        case $w in
            --*=*) ;;
            --*) [[ " $_automa_valued " == *" $w "* ]] && ((i++)) ;;
            -*) ;;
            *) cmd+=("$w") ;;
        esac
    done

    # the value of an option whose --help line shows its choices, e.g. the game's options of the
    # option table: "  --combat companion|simulated  ..."
    if [[ $prev == --?* && " $_automa_valued " == *" $prev "* ]]; then
        local vals
        vals=$(_automa_help text "${cmd[@]}" | sed -n "s/^  $prev \([a-z][a-z-]*\(|[a-z][a-z-]*\)\+\) .*/\1/p" | tr '|' ' ')
        if [[ -n $vals ]]; then
            COMPREPLY=($(compgen -W "$vals" -- "$cur"))
            return
        fi
    fi
    # the value of an option
    case $prev in
        --lang) COMPREPLY=($(compgen -W "en it" -- "$cur")); return ;;
        --human | --automa)
            if [[ ${cmd[0]} == expeditions || ${cmd[1]} == expeditions ]]; then
                COMPREPLY=($(compgen -W "random none base N1 N2 N3 N4 N5 N6 N7 C1 C2 C3 C4 C5 C6 C7" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "$_automa_factions random" -- "$cur"))
            fi
            return ;;
        --player)
            COMPREPLY=($(compgen -W "$(for f in $_automa_factions; do echo human:$f automa:$f; done)" -- "$cur"))
            return ;;
        --level)
            if [[ ${cmd[0]} == expeditions || ${cmd[1]} == expeditions ]]; then
                COMPREPLY=($(compgen -W "1 2 3 4 5" -- "$cur"))
            else
                COMPREPLY=($(compgen -W "autometta automa automaszyna ultimaszyna" -- "$cur"))
            fi
            return ;;
        --human-bot | --bot) COMPREPLY=($(compgen -W "passive aggressive random none" -- "$cur")); return ;;
        --flip) COMPREPLY=($(compgen -W "2 3 4 5" -- "$cur")); return ;;
        --trap) COMPREPLY=($(compgen -W "popularity power coins cards" -- "$cur")); return ;;
        --player-mat) COMPREPLY=($(compgen -W "$_automa_mats" -- "$cur")); return ;;
        --structure-tile) COMPREPLY=($(compgen -W "$_automa_tiles random manual" -- "$cur")); return ;;
        --seats) COMPREPLY=($(compgen -W "human easy normal hard random greedy search mcts search-v1 search-v2" -- "$cur")); return ;;
        --out | --save | --resume | --cards | --cards-file | --progress-file | --svg | --db)
            COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --dir | --offline) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --seed | --games | --threads | --port | --coin-mod | --power-mod | --glory-adjust | --reveal-count | \
        --first-game | --power | --defender-power | --automa-cards | --defender-cards | --master | --game | --budget | --listen | --gap)
            return ;;
    esac

    if [[ $cur == -* ]]; then
        local -a words=("${cmd[@]}")
        [[ ${cmd[0]} == help ]] && words=()
        COMPREPLY=($(compgen -W "$(_automa_help options "${words[@]}")" -- "$cur"))
        return
    fi
    case ${#cmd[@]} in
        0) COMPREPLY=($(compgen -W "$(_automa_help commands)" -- "$cur")); return ;;
        1)
            case ${cmd[0]} in
                scythe | expeditions | sim | automata) COMPREPLY=($(compgen -W "$(_automa_help commands "${cmd[0]}")" -- "$cur")) ;;
                help) COMPREPLY=($(compgen -W "$(_automa_help commands)" -- "$cur")) ;;
            esac
            return ;;
    esac
    if [[ ${cmd[0]} == help ]]; then
        [[ ${#cmd[@]} == 2 ]] && COMPREPLY=($(compgen -W "$(_automa_help commands "${cmd[1]}")" -- "$cur"))
        return
    fi
    # operands: the game file first, then (Scythe) territories, home bases and words of the command
    local n=$((${#cmd[@]} - 2))   # operands before the cursor
    if ((n == 0)); then
        COMPREPLY=($(compgen -f -- "$cur"))
        return
    fi
    if [[ ${cmd[0]} == scythe ]]; then
        case ${cmd[1]} in
            move)
                if ((n == 1)); then COMPREPLY=($(compgen -W "character mech worker" -- "$cur"))
                else COMPREPLY=($(compgen -W "$_automa_territories $_automa_factions" -- "${cur^^}") $(compgen -W "$_automa_factions" -- "$cur")); fi ;;
            deploy)
                if ((n == 1)); then COMPREPLY=($(compgen -W "mech worker" -- "$cur"))
                else COMPREPLY=($(compgen -W "$_automa_territories" -- "${cur^^}")); fi ;;
            encounter | resources | flag)
                ((n == 1)) && COMPREPLY=($(compgen -W "$_automa_territories" -- "${cur^^}")) ;;
            trap)
                if ((n == 1)); then COMPREPLY=($(compgen -W "$_automa_territories" -- "${cur^^}"))
                else COMPREPLY=($(compgen -W "popularity power coins cards" -- "$cur")); fi ;;
            set) ((n == 1)) && COMPREPLY=($(compgen -W "power popularity coins stars combat-cards structure-bonus" -- "$cur")) ;;
            recruit) ((n == 1)) && COMPREPLY=($(compgen -W "power coin popularity combat-card" -- "$cur")) ;;
            build)
                if ((n == 1)); then COMPREPLY=($(compgen -W "mill armory monument mine" -- "$cur"))
                else COMPREPLY=($(compgen -W "$_automa_territories" -- "${cur^^}")); fi ;;
            unbuild) ((n == 1)) && COMPREPLY=($(compgen -W "mill armory monument mine" -- "$cur")) ;;
            tile) ((n == 1)) && COMPREPLY=($(compgen -W "$_automa_tiles manual" -- "$cur")) ;;
        esac
    fi
}
complete -F _automa automa
