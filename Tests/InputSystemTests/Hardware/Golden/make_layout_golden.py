#!/usr/bin/env python3
"""Writes the golden key tables (layouts.jsonl) that HardwareKeyboard must match row for row.

An implementation independent of the Swift code: the PyPI `xkbcommon` cffi bindings (pip install
xkbcommon==1.5.1) over the system libxkbcommon 1.5.0, Debian's xkb-data 2.35.1 and libx11-data's
en_US.UTF-8 compose table. It follows libxkbcommon's documented client recipe: on a press read the
keysym (xkb_state_key_get_one_sym), feed it to the compose state, take the compose result or
xkb_state_key_get_utf8, then update the state; on a release only update the state.

Usage: python3 make_layout_golden.py > layouts.jsonl
Each row: names (RMLVO), events ("KEY_X down|up"), and per press the keysym name and the text.
"""
import json
import re
from xkbcommon import xkb

CODES = {}
for line in open("/usr/include/linux/input-event-codes.h", encoding="utf-8"):
    m = re.match(r"#define\s+(KEY_[A-Z0-9_]+)\s+(0x[0-9a-fA-F]+|\d+)\b", line)
    if m and m.group(1) not in CODES:
        CODES[m.group(1)] = int(m.group(2), 0)

PRINTABLE = (["KEY_GRAVE"] + [f"KEY_{d}" for d in "1234567890"] + ["KEY_MINUS", "KEY_EQUAL"]
             + [f"KEY_{c}" for c in "QWERTYUIOP"] + ["KEY_LEFTBRACE", "KEY_RIGHTBRACE"]
             + [f"KEY_{c}" for c in "ASDFGHJKL"] + ["KEY_SEMICOLON", "KEY_APOSTROPHE", "KEY_BACKSLASH"]
             + ["KEY_102ND"] + [f"KEY_{c}" for c in "ZXCVBNM"] + ["KEY_COMMA", "KEY_DOT", "KEY_SLASH"]
             + ["KEY_SPACE", "KEY_RO", "KEY_YEN", "KEY_KP7", "KEY_KPASTERISK"])
MODIFIERS = [[], ["KEY_LEFTSHIFT"], ["KEY_RIGHTALT"], ["KEY_LEFTSHIFT", "KEY_RIGHTALT"]]
DEAD_FOLLOWERS = [["KEY_A"], ["KEY_E"], ["KEY_O"], ["KEY_U"], ["KEY_N"], ["KEY_C"], ["KEY_SPACE"],
                  ["KEY_LEFTSHIFT", "KEY_E"], ["KEY_1"]]
SPECIAL = ["KEY_BACKSPACE", "KEY_ENTER", "KEY_TAB", "KEY_ESC", "KEY_LEFT", "KEY_DELETE", "KEY_F6",
           "KEY_HENKAN", "KEY_MUHENKAN", "KEY_KATAKANAHIRAGANA", "KEY_ZENKAKUHANKAKU", "KEY_CAPSLOCK",
           "KEY_HANGEUL", "KEY_HANJA"]
LAYOUTS = [("us", ""), ("de", ""), ("fr", ""), ("jp", "")]

ctx = xkb.Context(no_default_includes=True, no_environment_names=True)
ctx.include_path_append("/usr/share/X11/xkb")
compose_ctx = xkb.Context(no_environment_names=True)
compose_table = compose_ctx.compose_table_new_from_locale("en_US.UTF-8")


def press_sequence(modifiers, keys):
    """Hold the modifiers, tap the keys, release the modifiers."""
    events = [f"{m} down" for m in modifiers]
    for k in keys:
        events += [f"{k} down", f"{k} up"]
    events += [f"{m} up" for m in reversed(modifiers)]
    return events


def run(keymap, events):
    state = keymap.state_new()
    compose = compose_table.compose_state_new()
    syms, texts = [], []
    for event in events:
        name, direction = event.split()
        keycode = CODES[name] + 8
        if direction == "up":
            state.update_key(keycode, xkb.XKB_KEY_UP)
            continue
        sym = state.key_get_one_sym(keycode)
        text = None
        if compose.feed(sym) == xkb.ComposeFeedResult.XKB_COMPOSE_FEED_ACCEPTED:
            status = compose.get_status()
            if status == xkb.ComposeStatus.XKB_COMPOSE_COMPOSING:
                text = ""
            elif status == xkb.ComposeStatus.XKB_COMPOSE_COMPOSED:
                text = compose.get_utf8()
                compose.reset()
            elif status == xkb.ComposeStatus.XKB_COMPOSE_CANCELLED:
                text = ""
                compose.reset()
        if text is None:
            text = state.key_get_string(keycode)
        state.update_key(keycode, xkb.XKB_KEY_DOWN)
        syms.append(xkb.keysym_get_name(sym))
        texts.append(text)
    return syms, texts


def main():
    for layout, variant in LAYOUTS:
        keymap = ctx.keymap_new_from_names(rules="evdev", model="pc105", layout=layout, variant=variant,
                                           options="")
        names = {"rules": "evdev", "model": "pc105", "layout": layout, "variant": variant, "options": ""}
        sequences = []
        for modifiers in MODIFIERS:
            for key in PRINTABLE:
                sequences.append(press_sequence(modifiers, [key]))
        for key in PRINTABLE:  # Caps Lock locked, then unlocked again
            sequences.append(press_sequence([], ["KEY_CAPSLOCK", key, "KEY_CAPSLOCK"]))
            sequences.append(press_sequence([], ["KEY_CAPSLOCK"]) + press_sequence(["KEY_LEFTSHIFT"], [key])
                             + press_sequence([], ["KEY_CAPSLOCK"]))
        for key in SPECIAL:
            sequences.append(press_sequence([], [key]))
        # Dead keys: every press that leaves a sequence pending, followed by a few keys.
        for modifiers in MODIFIERS:
            for key in PRINTABLE:
                syms, _ = run(keymap, press_sequence(modifiers, [key]))
                if syms and syms[-1].startswith("dead_"):
                    for follower in DEAD_FOLLOWERS:
                        sequences.append(press_sequence(modifiers, [key])
                                         + press_sequence(follower[:-1], follower[-1:]))
        for events in sequences:
            syms, texts = run(keymap, events)
            row = {"names": names, "events": events, "keysyms": syms, "texts": texts}
            print(json.dumps(row, ensure_ascii=False, separators=(",", ":")))


main()
