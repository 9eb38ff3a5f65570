"""The gold samples (gold.yaml) read again by the compiler and compared: shared by the test and bench/cards.py.

gold.yaml holds, per base, a seeded random sample of compiled sentences (`make_sample`), each with its card,
its printed text and the reading checked by hand against the Russian text (features without id/text).
"""
from __future__ import annotations

import os
import random

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
GOLD = os.path.join(HERE, "gold.yaml")
SIZES = {"relaunch": 200, "online": 100, "relaunch_new": 60, "online_new": 30, "relaunch_actions": 60,
         "online_actions": 30}
BASE = {"relaunch_new": "relaunch", "online_new": "online",       # a later sample's base
        "relaunch_actions": "relaunch", "online_actions": "online"}
# forms of the grammar of generic parts (actions.lark): its samples are drawn from these only
ACTION_FORMS = ("headed", "modifier_unacted", "static")
SEED = 11


def compiled_sentences(path: str) -> list[tuple[str, str, object]]:
    """(card name, sentence, reading) for every sentence the compiler reads (not kept as text)."""
    from legality.cardtext.pool import compile_base
    cb = compile_base(path)
    return [(raw.name, r.text, r) for raw, rs in zip(cb.raws, cb.readings) for r in rs if r.form != "text"]


def is_actions_reading(form: str, features: list) -> bool:
    """A reading of the grammar of generic parts (actions.lark)."""
    def acts(f):
        p = f.get("params", {})
        return "actions" in p or "actions" in p.get("trigger", {})
    return form in ACTION_FORMS or any(acts(f) for f in features)


def make_sample(path: str, base: str) -> list[dict]:
    rows = compiled_sentences(path)
    if base.endswith("_actions"):
        rows = [r for r in rows if is_actions_reading(r[2].form, r[2].features)]
    picked = random.Random(SEED).sample(rows, SIZES[base])
    return [{"card": name, "text": text, "form": r.form, "reading": r.features} for name, text, r in picked]


def read_again(text: str, base: str, card: str):
    from legality.cardtext.compiler import read_sentence
    r = read_sentence(text, base, names=(card,))
    return r.form, r.features


def check_gold() -> dict[str, tuple[int, int, list[str]]]:
    """Per base: (read right, total, the texts read otherwise)."""
    with open(GOLD, encoding="utf-8") as fh:
        gold = yaml.safe_load(fh)
    out = {}
    for base in SIZES:
        right, wrong = 0, []
        for row in gold[base]:
            form, feats = read_again(row["text"], BASE.get(base, base), row["card"])
            if form == row["form"] and feats == row["reading"]:
                right += 1
            else:
                wrong.append(row["text"])
        out[base] = (right, len(gold[base]), wrong)
    return out


# Sections beyond the seeded samples: every distinct sentence of one form, checked by hand (the base each reads)
EXTRA = {"modifiers": "relaunch", "modifiers_online": "online",
         # the triggers and actions grammar's later growth: a seeded sample of what it newly reads
         "triggers_a": "relaunch", "triggers_a_online": "online",
         # every sentence the keyword/deontic/modifier grammar newly reads (h-gram-b)
         "relaunch_gram_b": "relaunch", "online_gram_b": "online",
         # every sentence the triggers and actions grammar newly reads (h-gram-d)
         "relaunch_gram_d": "relaunch", "online_gram_d": "online",
         # every sentence the recruiting, class-holder, column-wound and chosen-class readings read (h-gram-c)
         "relaunch_gram_c": "relaunch",
         # every sentence the concentration, setup-placement, wound-source and defender readings read (h-gram-f;
         # the «Онлайн» base prints none of them)
         "relaunch_gram_f": "relaunch",
         # every sentence the triggers and actions grammar newly reads (h-gram-e)
         "relaunch_gram_e": "relaunch", "online_gram_e": "online",
         # every sentence the keyword, deontic and modifier readings of h-gram-g newly read
         "relaunch_gram_g": "relaunch", "online_gram_g": "online",
         # every sentence the wound-source, protection, conditional-keyword and received-modifier readings of
         # h-gram-i newly read
         "relaunch_gram_i": "relaunch", "online_gram_i": "online",
         # every sentence the triggers and actions grammar newly reads (h-gram-h)
         "relaunch_gram_h": "relaunch", "online_gram_h": "online",
         # every part read where a sentence glued two abilities is cut (sentences.abilities; h-split)
         "relaunch_split": "relaunch", "online_split": "online",
         # every sentence the Вальхалла and other readings of h-gram-k newly read
         "relaunch_gram_k": "relaunch",
         # every sentence the X-valued and conditioned value-modifier readings of h-mods6 newly read
         "relaunch_mods6": "relaunch", "online_mods6": "online",
         # one sentence per shape h-gram-l's readings newly read (artifacts' own texts, a symbiote's named
         # subjects, «уничтожается», a йордлинг's faces, «хозяин <name>», «снять …», «стать паразитом …», …)
         "relaunch_gram_l": "relaunch",
         # a trailing «если …» running on into an effect of its own kept as text, beside one still cut (h-conv5)
         "relaunch_conv5": "relaunch",
         # every sentence h-cards newly reads: misprints mended (a letter lost or doubled, a word broken by a
         # hyphen, «Ж» for «:»), modifiers on columns, halves and a class's cards, the paladin's range bonus,
         # Мираж's recruiting discount, «Опыт в атаке и защите»
         "relaunch_s24": "relaunch", "online_s24": "online"}


def check_extra() -> dict[str, tuple[int, int, list[str]]]:
    with open(GOLD, encoding="utf-8") as fh:
        gold = yaml.safe_load(fh)
    out = {}
    for key, base in EXTRA.items():
        wrong = [row["text"] for row in gold.get(key, ())
                 if read_again(row["text"], base, row["card"]) != (row["form"], row["reading"])]
        out[key] = (len(gold.get(key, ())) - len(wrong), len(gold.get(key, ())), wrong)
    return out
