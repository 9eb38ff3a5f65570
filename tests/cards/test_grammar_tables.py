"""The grammars' LALR tables shipped with the project (legality/cardtext/tables.py): current for the grammars in
the tree, read in place of the analysis, and parsing as a freshly analysed parser does."""
import os
import subprocess
import sys

import yaml
from gold_check import BASE, SIZES

from legality.cardtext import compiler
from legality.cardtext.tables import load_shipped, table_key

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SENTENCE = ["при", "атака", "получать", "фишка"]


def test_every_grammar_has_its_current_table():
    out = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "grammar_tables.py"), "--check"],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr + "run: python scripts/grammar_tables.py"


def _clear_parsers():
    for v in vars(compiler).values():
        if hasattr(v, "cache_clear"):
            v.cache_clear()


def test_the_shipped_tables_read_as_the_grammars_analysed_anew(monkeypatch, tmp_path):
    """Every gold sentence read the same with the shipped tables as with the grammars analysed anew (the
    analysis numbers its states differently from run to run, so the readings are compared, not the tables)."""
    with open(os.path.join(os.path.dirname(__file__), "gold.yaml"), encoding="utf-8") as fh:
        gold = yaml.safe_load(fh)
    rows = [(BASE.get(b, b), r["card"], r["text"]) for b in SIZES for r in gold[b]]

    def readings():
        _clear_parsers()
        return [compiler.read_sentence(text, base, names=(card,)) for base, card, text in rows]
    try:
        shipped = readings()
        monkeypatch.setenv("LEGALITY_NO_SHIPPED_TABLES", "1")
        monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
        analysed = readings()
    finally:
        monkeypatch.undo()
        _clear_parsers()
    assert len(rows) > 300
    assert [(r.form, r.features) for r in shipped] == [(r.form, r.features) for r in analysed]


def test_a_table_of_another_grammar_or_version_is_not_read():
    text = compiler.grammar_text("grammar.lark")
    assert load_shipped(table_key(text + "\nextra: \"x\"\n", "")) is None
    assert load_shipped(compiler.grammar_key(text) + "0") is None
