#!/bin/bash

__kbsim_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__kbsim_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__kbsim_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__kbsim_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_kbsim() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=()
    __kbsim_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    replay|keyboard|devices|convert|dictionary|evaluate|check|tokenize|spell|help)
        # Offer subcommand argument completions
        "_kbsim_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'replay keyboard devices convert dictionary evaluate check tokenize spell help' -- "${cur}"))
        ;;
    esac
}

_kbsim_replay() {
    repeating_flags=()
    non_repeating_flags=(--final-text --embedded-dictionary --progress -q --quiet --version -h --help)
    repeating_options=()
    non_repeating_options=(-o --log --device --orientation --profile --layout --variant -j --jobs --history --timeline)
    __kbsim_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '-o'|'--log')
        __kbsim_add_completions -o plusdirs -fX '!*.@(jsonl)'
        return
        ;;
    '--device')
        __kbsim_add_completions -W 'iphone-3.5'$'\n''iphone-4'$'\n''iphone-4.7'$'\n''iphone-5.5'$'\n''iphone-notched'$'\n''ipad'$'\n''ipad-pro-12.9'$'\n''iphone-12'$'\n''iphone-12-pro'$'\n''iphone-13'$'\n''iphone-13-pro'$'\n''iphone-14'$'\n''iphone-12-pro-max'$'\n''iphone-13-pro-max'$'\n''iphone-14-plus'$'\n''iphone-se-2'$'\n''iphone-se-3'$'\n''iphone-16'$'\n''iphone-14-pro'$'\n''iphone-15'$'\n''iphone-15-pro'$'\n''iphone-16-plus'$'\n''iphone-14-pro-max'$'\n''iphone-15-plus'$'\n''iphone-15-pro-max'$'\n''iphone-16-pro'$'\n''iphone-16-pro-max'$'\n''ipad-10'$'\n''ipad-air'$'\n''ipad-air-11'$'\n''ipad-a16'$'\n''ipad-pro-11'$'\n''ipad-pro-13'$'\n''ipad-pro-13-m5'$'\n''ipad-mini'$'\n''ipad-mini-a17-pro'$'\n''iphone-17'$'\n''iphone-17-pro'$'\n''iphone-17-pro-max'$'\n''iphone-air'$'\n''ipad-pro-11-m4'$'\n''ipad-pro-11-m5'
        return
        ;;
    '--orientation')
        __kbsim_add_completions -W 'portrait'$'\n''portraitUpsideDown'$'\n''landscapeLeft'$'\n''landscapeRight'
        return
        ;;
    '--profile')
        __kbsim_add_completions -W 'iphoneos3'$'\n''ios3.2'$'\n''ios5'$'\n''ios7'$'\n''ios8'$'\n''ios9'$'\n''ios11'$'\n''ios13'$'\n''ios15'$'\n''ios16'$'\n''ios17'$'\n''ios18'$'\n''ios26'
        return
        ;;
    '--layout')
        return
        ;;
    '--variant')
        return
        ;;
    '-j'|'--jobs')
        return
        ;;
    '--history')
        __kbsim_add_completions -o plusdirs -fX '!*.@(json)'
        return
        ;;
    '--timeline')
        __kbsim_add_completions -o plusdirs -fX '!*.@(svg)'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __kbsim_add_completions -o plusdirs -fX '!*.@(jsonl|yml|yaml)'
        return
        ;;
    esac
}

_kbsim_keyboard() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--device --orientation --type --profile --render --input-mode --reading --typed --return-key)
    __kbsim_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--device')
        __kbsim_add_completions -W 'iphone-3.5'$'\n''iphone-4'$'\n''iphone-4.7'$'\n''iphone-5.5'$'\n''iphone-notched'$'\n''ipad'$'\n''ipad-pro-12.9'$'\n''iphone-12'$'\n''iphone-12-pro'$'\n''iphone-13'$'\n''iphone-13-pro'$'\n''iphone-14'$'\n''iphone-12-pro-max'$'\n''iphone-13-pro-max'$'\n''iphone-14-plus'$'\n''iphone-se-2'$'\n''iphone-se-3'$'\n''iphone-16'$'\n''iphone-14-pro'$'\n''iphone-15'$'\n''iphone-15-pro'$'\n''iphone-16-plus'$'\n''iphone-14-pro-max'$'\n''iphone-15-plus'$'\n''iphone-15-pro-max'$'\n''iphone-16-pro'$'\n''iphone-16-pro-max'$'\n''ipad-10'$'\n''ipad-air'$'\n''ipad-air-11'$'\n''ipad-a16'$'\n''ipad-pro-11'$'\n''ipad-pro-13'$'\n''ipad-pro-13-m5'$'\n''ipad-mini'$'\n''ipad-mini-a17-pro'$'\n''iphone-17'$'\n''iphone-17-pro'$'\n''iphone-17-pro-max'$'\n''iphone-air'$'\n''ipad-pro-11-m4'$'\n''ipad-pro-11-m5'
        return
        ;;
    '--orientation')
        __kbsim_add_completions -W 'portrait'$'\n''portraitUpsideDown'$'\n''landscapeLeft'$'\n''landscapeRight'
        return
        ;;
    '--type')
        __kbsim_add_completions -W 'default'$'\n''asciiCapable'$'\n''numbersAndPunctuation'$'\n''URL'$'\n''numberPad'$'\n''phonePad'$'\n''namePhonePad'$'\n''emailAddress'$'\n''decimalPad'$'\n''twitter'$'\n''webSearch'$'\n''asciiCapableNumberPad'
        return
        ;;
    '--profile')
        __kbsim_add_completions -W 'iphoneos3'$'\n''ios3.2'$'\n''ios5'$'\n''ios7'$'\n''ios8'$'\n''ios9'$'\n''ios11'$'\n''ios13'$'\n''ios15'$'\n''ios16'$'\n''ios17'$'\n''ios18'$'\n''ios26'
        return
        ;;
    '--render')
        __kbsim_add_completions -W 'json'$'\n''svg'
        return
        ;;
    '--input-mode')
        __kbsim_add_completions -W 'en-US'$'\n''ja-JP-romaji'$'\n''ja-JP-kana'
        return
        ;;
    '--reading')
        return
        ;;
    '--typed')
        return
        ;;
    '--return-key')
        __kbsim_add_completions -W 'default'$'\n''go'$'\n''google'$'\n''join'$'\n''next'$'\n''route'$'\n''search'$'\n''send'$'\n''yahoo'$'\n''done'$'\n''emergencyCall'$'\n''continue'
        return
        ;;
    esac
}

_kbsim_devices() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=()
    __kbsim_offer_flags_options 0
}

_kbsim_convert() {
    repeating_flags=()
    non_repeating_flags=(--json --embedded-dictionary --verbose --version -h --help)
    repeating_options=()
    non_repeating_options=(--candidates --dictionary)
    __kbsim_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--candidates')
        return
        ;;
    '--dictionary')
        __kbsim_add_completions -o plusdirs -fX '!*.@(kkdic)'
        return
        ;;
    esac
}

_kbsim_dictionary() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __kbsim_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    build|verify)
        # Offer subcommand argument completions
        "_kbsim_dictionary_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'build verify' -- "${cur}"))
        ;;
    esac
}

_kbsim_dictionary_build() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--source --ipadic --mozc --id-def --output --subset-max-cost --subset-min-zipf --subset-connection-tolerance --subset-words --subset-min-pairs --frequencies)
    __kbsim_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--source')
        __kbsim_add_completions -W 'mozc'$'\n''ipadic'
        return
        ;;
    '--ipadic')
        __kbsim_add_completions -d
        return
        ;;
    '--mozc')
        __kbsim_add_completions -d
        return
        ;;
    '--id-def')
        __kbsim_add_completions -o plusdirs -fX '!*.@(def)'
        return
        ;;
    '--output')
        __kbsim_add_completions -o plusdirs -fX '!*.@(kkdic)'
        return
        ;;
    '--subset-max-cost')
        return
        ;;
    '--subset-min-zipf')
        return
        ;;
    '--subset-connection-tolerance')
        return
        ;;
    '--subset-words')
        __kbsim_add_completions -o plusdirs -fX '!*.@(tsv)'
        return
        ;;
    '--subset-min-pairs')
        return
        ;;
    '--frequencies')
        __kbsim_add_completions -o plusdirs -fX '!*.@(tsv)'
        return
        ;;
    esac
}

_kbsim_dictionary_verify() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __kbsim_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __kbsim_add_completions -o plusdirs -fX '!*.@(kkdic)'
        return
        ;;
    esac
}

_kbsim_evaluate() {
    repeating_flags=()
    non_repeating_flags=(--list-features --show-errors --ipadic-only --learn --score-each-epoch --embedded-dictionary --verbose --version -h --help)
    repeating_options=(--set --freeze --unfreeze)
    non_repeating_options=(--write-words --hold-out --epochs --rate --scale-rate --part-of-speech-scale-rate --passive-aggressive --margin --n-best-updates --shuffle-seed --start --write-weights --weights --dictionary)
    __kbsim_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--write-words')
        __kbsim_add_completions -o plusdirs -fX '!*.@(tsv)'
        return
        ;;
    '--set')
        return
        ;;
    '--hold-out')
        return
        ;;
    '--epochs')
        return
        ;;
    '--rate')
        return
        ;;
    '--scale-rate')
        return
        ;;
    '--part-of-speech-scale-rate')
        return
        ;;
    '--passive-aggressive')
        return
        ;;
    '--margin')
        return
        ;;
    '--n-best-updates')
        return
        ;;
    '--shuffle-seed')
        return
        ;;
    '--freeze')
        return
        ;;
    '--unfreeze')
        return
        ;;
    '--start')
        __kbsim_add_completions -W 'ipadic'$'\n''learned'
        return
        ;;
    '--write-weights')
        __kbsim_add_completions -o plusdirs -fX '!*.@(tsv)'
        return
        ;;
    '--weights')
        __kbsim_add_completions -o plusdirs -fX '!*.@(tsv)'
        return
        ;;
    '--dictionary')
        __kbsim_add_completions -o plusdirs -fX '!*.@(kkdic)'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __kbsim_add_completions -o plusdirs -fX '!*.@(tsv)'
        return
        ;;
    esac
}

_kbsim_check() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--seed --iterations --client)
    __kbsim_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--seed')
        return
        ;;
    '--iterations')
        return
        ;;
    '--client')
        __kbsim_add_completions -W 'textField'$'\n''textView'$'\n''keyInput'$'\n''all'
        return
        ;;
    esac
}

_kbsim_tokenize() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--granularity --direction --at --width)
    __kbsim_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--granularity')
        __kbsim_add_completions -W 'character'$'\n''word'$'\n''sentence'$'\n''paragraph'$'\n''line'$'\n''document'
        return
        ;;
    '--direction')
        __kbsim_add_completions -W 'forward'$'\n''backward'$'\n''left'$'\n''right'$'\n''up'$'\n''down'
        return
        ;;
    '--at')
        return
        ;;
    '--width')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __kbsim_add_completions -f
        return
        ;;
    esac
}

_kbsim_spell() {
    repeating_flags=()
    non_repeating_flags=(--complete --version -h --help)
    repeating_options=()
    non_repeating_options=(--language --limit)
    __kbsim_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--language')
        return
        ;;
    '--limit')
        return
        ;;
    esac
}

_kbsim_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __kbsim_offer_flags_options -1
}

complete -o filenames -F _kbsim kbsim
