#!/usr/bin/env python3
"""Runs every `kbsim` command the README, docs/ and the DocC articles show in their shell blocks, so that no
command in the docs goes stale (issue 27, section 3): each must exit 0; where the block shows the output on the
next lines as `# …` comments, standard output must begin with exactly those lines.

Not run, each for the reason printed: synopsis lines (`[…]`, `…`, placeholders such as FILE or PATH), commands
that read a file the docs only name as an example (`a.jsonl`, `recording.yml`), and the long ones (building or
learning over the full dictionary, which the set-up and the benchmarks run). Commands run in a scratch folder
that links the repository's Traces/, Evaluation/, docs/ and README.md, so files they write stay there.

Usage: scripts/check-doc-commands.py [KBSIM]   (default: the kbsim on the PATH, else .build/debug/kbsim)
"""
import glob, os, re, shlex, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = ["README.md"] + sorted(glob.glob("docs/*.md")) + sorted(glob.glob("Sources/*/*.docc/*.md"))
PLACEHOLDERS = re.compile(r"\[|…|\bFILE\b|\bPATH\b|\bLIST\b|\bREADING\b|\bN\b|convert\|evaluate")
LONG = [("dictionary build", "builds the full dictionary (the set-up does)"),
        ("--learn", "learns weights over an evaluation set (minutes)")]
OUTPUT_OPTIONS = {"-o", "--log", "--timeline", "--output", "--write-weights", "--history"}


def commands():
    """(file, line number, command, expected output lines) for every kbsim command in a shell block."""
    for path in DOCS:
        text = open(os.path.join(ROOT, path), encoding="utf-8").read()
        for block in re.finditer(r"```(?:sh|shell|bash|console)\n(.*?)```", text, re.S):
            start = text.count("\n", 0, block.start()) + 2
            lines = block.group(1).split("\n")
            i = 0
            while i < len(lines):
                line = lines[i].strip()
                number = start + i
                i += 1
                if line.startswith("$ "):
                    line = line[2:]
                while line.endswith("\\") and i < len(lines):
                    line = line[:-1] + " " + lines[i].strip()
                    i += 1
                if not (line.startswith("kbsim ") or re.match(r"^(printf|echo) .*\| *kbsim ", line)):
                    continue
                expected = []
                if "#" not in shlex_split_comment(line)[1]:
                    while i < len(lines) and lines[i].startswith("# "):
                        expected.append(lines[i][2:])
                        i += 1
                yield path, number, shlex_split_comment(line)[0].strip(), expected


def shlex_split_comment(line):
    """The command and its trailing `# comment` (a # outside quotes after a space)."""
    quote = None
    for k, c in enumerate(line):
        if quote:
            if c == quote:
                quote = None
        elif c in "'\"":
            quote = c
        elif c == "#" and k > 0 and line[k - 1] == " ":
            return line[:k], line[k:]
    return line, ""


def skip_reason(command, scratch):
    if PLACEHOLDERS.search(command):
        return "a synopsis, not a command"
    for needle, reason in LONG:
        if needle in command:
            return reason
    words = shlex.split(command.split("|")[-1] if command.startswith(("printf", "echo")) else command.split("|")[0])
    for k, word in enumerate(words):
        if k > 0 and (words[k - 1] in OUTPUT_OPTIONS or words[k - 1] == ">"):
            continue
        if re.search(r"\.(jsonl|yml|yaml|tsv|txt|json|kkdic)$", word) and not os.path.exists(os.path.join(scratch, word)):
            return f"reads {word}, which the docs name only as an example"
    return None


def main():
    kbsim = sys.argv[1] if len(sys.argv) > 1 else shutil.which("kbsim") or os.path.join(ROOT, ".build/debug/kbsim")
    if not os.access(kbsim, os.X_OK):
        print(f"check-doc-commands: no kbsim at {kbsim}", file=sys.stderr)
        return 1
    scratch = tempfile.mkdtemp(prefix="doc-commands-")
    for name in ["Traces", "Evaluation", "docs", "README.md"]:
        os.symlink(os.path.join(ROOT, name), os.path.join(scratch, name))
    bindir = tempfile.mkdtemp(prefix="doc-commands-bin-")
    os.symlink(os.path.abspath(kbsim), os.path.join(bindir, "kbsim"))
    env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""))
    failures, ran, skipped = 0, 0, 0
    for path, number, command, expected in commands():
        reason = skip_reason(command, scratch)
        if reason:
            skipped += 1
            print(f"check-doc-commands: {path}:{number}: not run ({reason}): {command}")
            continue
        ran += 1
        try:
            result = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=scratch, env=env,
                                    capture_output=True, text=True, timeout=300)
        except subprocess.TimeoutExpired:
            failures += 1
            print(f"check-doc-commands: {path}:{number}: timed out after 300 s: {command}", file=sys.stderr)
            continue
        if result.returncode != 0:
            failures += 1
            print(f"check-doc-commands: {path}:{number}: exit status {result.returncode}: {command}\n{result.stderr.strip()}",
                  file=sys.stderr)
            continue
        if expected:
            got = result.stdout.split("\n")[:len(expected)]
            if got != expected:
                failures += 1
                print(f"check-doc-commands: {path}:{number}: the output is not what the docs show: {command}\n"
                      f"  docs:   {expected}\n  output: {got}", file=sys.stderr)
    shutil.rmtree(scratch)
    shutil.rmtree(bindir)
    if failures:
        print(f"check-doc-commands: {failures} of {ran} commands failed ({skipped} not run)", file=sys.stderr)
        return 1
    print(f"check-doc-commands: {ran} commands from the docs ran as shown ({skipped} not run, each named above)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
