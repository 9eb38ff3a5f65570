"""The command line's own messages in Russian (`--lang ru` or a Russian locale), English otherwise."""
import os
import subprocess
import sys

from legality.cli.main import main
from legality.i18n import language, parse_po, translator

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
JOKER = os.path.join(ROOT, "legality", "scenarios", "core", "joker-archmage-accumulate.yaml")


def test_lang_ru_before_or_after_the_command(capsys):
    for argv in (["--lang", "ru", "check", JOKER], ["check", JOKER, "--lang", "ru"]):
        assert main(argv) == 0
        out = capsys.readouterr().out.splitlines()
        assert "  СОВПАДАЕТ с ожидаемым решением" in out
        assert out[-1] == ("решений: 3 по сценариям: 1; совпадают с ожидаемым: 3, расходятся: 0, "
                           "без ожидаемого решения: 0")
        assert "verdict: illegal" in "\n".join(out)       # the ruling itself is not translated
    assert main(["check", JOKER, "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == \
        "3 rulings on 1 scenarios: 3 match the expected ruling, 0 differ, 0 have no expected ruling"


def test_locale_chooses_the_language_english_is_the_fallback():
    assert language(None, {"LANG": "ru_RU.UTF-8"}) == "ru"
    assert language(None, {"LANGUAGE": "ru:en", "LANG": "C.UTF-8"}) == "ru"
    assert language(None, {"LC_ALL": "de_DE.UTF-8", "LANG": "ru_RU.UTF-8"}) == "en"
    assert language(None, {}) == "en"
    assert language("en", {"LANG": "ru_RU.UTF-8"}) == "en"
    assert translator("ru").gettext("a message without a translation") == "a message without a translation"


def test_russian_locale_in_a_fresh_process():
    env = dict(os.environ, LANG="ru_RU.UTF-8", LC_ALL="", LANGUAGE="")
    res = subprocess.run([sys.executable, "-m", "legality", "check", JOKER], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300)
    assert res.returncode == 0 and res.stdout.splitlines()[-1].startswith("решений: 3 по сценариям: 1")


def test_po_reader():
    text = '# c\nmsgid ""\nmsgstr "header"\n\nmsgid "a"\n"b"\nmsgstr "в"\n"г"\n\n#, fuzzy\nmsgid "x"\nmsgstr "y"\n'
    assert parse_po(text) == {"ab": "вг"}
