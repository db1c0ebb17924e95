#!/usr/bin/env python3
"""Finishes the man page that swift-argument-parser's generate-manual plugin writes for kbsim.

Usage: man-sections.py DUMP_HELP_JSON PLUGIN_PAGE OUTPUT_PAGE

The plugin puts every command's `discussion` into DESCRIPTION as one filled paragraph and drops every
non-ASCII character (its escaping keeps ASCII only). This step, driven by `kbsim --experimental-dump-help`
(the same data the plugin reads):
  * moves each discussion's "Examples:" lines into an EXAMPLES section, one literal block per command;
  * moves the root command's "Environment:" entries ("  NAME  text") into an ENVIRONMENT section;
  * keeps the rest of a discussion in DESCRIPTION, one paragraph per blank-line-separated part;
  * puts back the non-ASCII characters of abstracts and help texts (kana, "x" signs, ellipses).
Everything else of the plugin's page is kept as it is. Standard library only.
"""
import json
import sys


def text_line(s):
    """An mdoc text line for s (the plugin's escaping, without dropping non-ASCII characters)."""
    s = s.replace("\\", "\\e")
    if s.startswith((".", "'", " ")):
        s = "\\&" + s
    return s


def plugin_text(s):
    """What the plugin writes for the text s: ASCII only, escaped as one text line (only its very start
    is treated as the beginning of a line, even when s holds newlines)."""
    out, at_beginning = [], True
    for ch in s:
        if ord(ch) >= 128:
            continue
        if ch == "\\":
            out.append("\\e")
            at_beginning = False
        elif ch in ".'" and at_beginning:
            out.append("\\&" + ch)
            at_beginning = False
        elif ch == " " and at_beginning:
            out.append("\\& ")
        else:
            out.append(ch)
            at_beginning = False
    return "".join(out)


def ascii_only(s):
    return "".join(ch for ch in s if ord(ch) < 128)


def split_discussion(text):
    """(prose paragraphs, example lines, environment entries) of a discussion."""
    prose, examples, environment = [[]], [], []
    mode = "prose"
    for line in text.split("\n"):
        if line.strip() == "Examples:":
            mode = "examples"
            continue
        if line.strip() == "Environment:":
            mode = "environment"
            continue
        if mode == "examples" and line.startswith("  "):
            examples.append(line[2:])
            continue
        if mode == "environment" and line.startswith("  ") and "  " in line.strip():
            name, _, description = line.strip().partition("  ")
            environment.append((name, description.strip()))
            continue
        mode = "prose"
        if line.strip() == "":
            if prose[-1]:
                prose.append([])
        else:
            prose[-1].append(line)
    return [" ".join(p) for p in prose if p], examples, environment


def commands(command, path):
    yield path, command
    for sub in command.get("subcommands", []):
        if sub.get("shouldDisplay", True) and sub["commandName"] != "help":
            yield from commands(sub, path + [sub["commandName"]])


def main(dump_path, page_path, out_path):
    dump = json.load(open(dump_path, encoding="utf-8"))["command"]
    lines = open(page_path, encoding="utf-8").read().split("\n")

    all_examples, all_environment, restore = [], [], {}
    for path, command in commands(dump, ["kbsim"]):
        for argument in command.get("arguments", []):
            for key in ("abstract", "discussion"):
                value = argument.get(key)
                if isinstance(value, str) and value != ascii_only(value):
                    restore[plugin_text(value)] = text_line(value)
            for value in (argument.get("allValueDescriptions") or {}).values():
                if value != ascii_only(value):
                    restore[plugin_text(value)] = text_line(value)
        abstract = command.get("abstract")
        if abstract and abstract != ascii_only(abstract):
            restore[plugin_text(abstract)] = text_line(abstract)
        discussion = command.get("discussion")
        if not discussion:
            continue
        prose, examples, environment = split_discussion(discussion)
        if examples:
            all_examples.append((" ".join(path), examples))
        all_environment.extend(environment)
        # The plugin wrote the discussion's lines one for one (ASCII only); replace that block.
        block = plugin_text(discussion).split("\n")
        for i in range(len(lines) - len(block) + 1):
            if lines[i:i + len(block)] == block:
                replacement = []
                for n, paragraph in enumerate(prose):
                    if n:
                        replacement.append(".Pp")
                    replacement.append(text_line(paragraph))
                if not replacement and i > 0 and lines[i - 1] == ".Pp":
                    lines[i - 1:i + len(block)] = []
                else:
                    lines[i:i + len(block)] = replacement
                break
        else:
            sys.exit(f"man-sections: the discussion of {' '.join(path)} is not in {page_path}")

    lines = [restore.get(l, l) for l in lines]

    environment = []
    if all_environment:
        environment = [".Sh ENVIRONMENT", ".Bl -tag -width Ds"]
        for name, description in all_environment:
            environment += [f".It Ev {name}", text_line(description)]
        environment.append(".El")
    examples = []
    if all_examples:
        examples = [".Sh EXAMPLES"]
        for name, block in all_examples:
            examples += [f".Ss \"{name}\"", ".Bd -literal -offset indent"]
            examples += [text_line(l) for l in block]
            examples.append(".Ed")

    # mdoc's section order: ... DESCRIPTION, ENVIRONMENT, EXIT STATUS, EXAMPLES, SEE ALSO, AUTHORS.
    exit_index = next(i for i, l in enumerate(lines) if l.startswith(".Sh") and "EXIT STATUS" in l)
    after_exit = next((i for i in range(exit_index + 1, len(lines)) if lines[i].startswith(".Sh")), None)
    if after_exit is None:
        after_exit = len(lines) - 1 if lines[-1] == "" else len(lines)
    lines = lines[:exit_index] + environment + lines[exit_index:after_exit] + examples + lines[after_exit:]
    open(out_path, "w", encoding="utf-8").write("\n".join(lines))


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
