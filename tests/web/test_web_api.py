"""The page's HTTP interface through FastAPI's test client: rulings equal to the CLI's, limits, safe YAML,
escaping, permalinks, the composer's YAML, autocomplete and rule texts."""
import json
import os
import re

import yaml

from legality.api import rule_scenario
from legality.cli.main import main
from legality.scenario import builtin_paths, parse_scenario
from legality.web.app import decode_permalink, encode_permalink
from legality.web.cardbase import build_index
from legality.web.compose import from_text, to_yaml

JOKER = "core/joker-archmage-accumulate.yaml"


def cli_json(path, capsys, *extra):
    main(["check", "--json", path, *extra])
    return json.loads(capsys.readouterr().out)


def test_page_is_russian_and_lists_editions(client):
    r = client.get("/")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    assert '<html lang="ru">' in r.text and "Вынести решение" in r.text and "Поле 5×6" in r.text
    assert all(f'<option value="{e}">' in r.text for e in ("classic", "classic-b", "classic-2012", "heroes"))


def test_api_rule_gives_what_check_json_gives(client, capsys, scenario_text):
    for rel in (JOKER, "attack/classic-2012-same-group-order-matters.yaml", "stack/queue-order.yaml",
                "chains/bashar-525-2.yaml", "conflicts/kanor-blade-dark.yaml", "core/unknown-card-text.yaml"):
        r = client.post("/api/rule", content=scenario_text(rel).encode("utf-8"))
        assert r.status_code == 200, r.text
        page = r.json()
        cli = cli_json(os.path.join(os.path.dirname(builtin_paths()[0]), "..", rel), capsys)
        assert [p["edition"] for p in page["rulings"]] == [c["edition"] for c in cli["rulings"]]
        for p, c in zip(page["rulings"], cli["rulings"]):
            assert p["answer"] == c["answer"], rel
            assert p["matches"] == c["matches"] is True
            assert p["lines"] and p["lines"][0].startswith("  verdict: ")


def test_one_edition_and_a_bad_edition(client, scenario_text):
    r = client.post("/api/rule?edition=classic-b", content=scenario_text(JOKER).encode())
    (ruling,) = r.json()["rulings"]
    assert ruling["edition"] == "classic-b" and ruling["answer"]["verdict"] == "illegal"
    assert "classic-b:консервативность.2" in ruling["answer"]["cites"]
    bad = client.post("/api/rule?edition=modern", content=scenario_text(JOKER).encode())
    assert bad.status_code == 400 and bad.json()["error"].startswith("request: edition: unknown edition 'modern'")


def test_bad_input_is_one_line_naming_line_and_field(client, scenario_text):
    text = scenario_text(JOKER).replace("card: Джокер", "card: Джокерр")
    r = client.post("/api/rule", content=text.encode())
    assert r.status_code == 400
    err = r.json()["error"]
    assert re.match(r"страница\.yaml:\d+: cards\[0\]\.card: unknown card 'Джокерр'; did you mean 'Джокер'", err)
    broken = client.post("/api/rule", content=b"title: [unclosed\n")
    assert broken.status_code == 400 and broken.json()["error"].startswith("страница.yaml:")
    assert "\n" not in broken.json()["error"]
    notutf8 = client.post("/api/rule", content=b"\xff\xfe")
    assert notutf8.status_code == 400 and "not UTF-8" in notutf8.json()["error"]


def test_yaml_is_loaded_safely(client, tmp_path):
    marker = tmp_path / "touched"
    evil = f"!!python/object/apply:os.system ['touch {marker}']\n"
    r = client.post("/api/rule", content=evil.encode())
    assert r.status_code == 400 and "malformed YAML" in r.json()["error"]
    assert not marker.exists()
    r = client.post("/api/open", content=evil.encode())
    assert r.status_code == 400 and not marker.exists()


def test_a_posted_scenario_cannot_name_a_file(client, scenario_text):
    text = "card_base: /etc/passwd\n" + scenario_text(JOKER)
    r = client.post("/api/rule", content=text.encode())
    assert r.status_code == 400
    assert r.json()["error"].startswith("страница.yaml:1: card_base: the page opens no files")


def test_size_and_card_limits(client, scenario_text):
    big = client.post("/api/rule", content=b"# " + b"x" * 300_000)
    assert big.status_code == 413 and "limit of 200,000 bytes" in big.json()["error"]
    cards = "".join(f"  - {{id: c{i}, card: Джокер}}\n" for i in range(41))
    text = f"title: t\nedition: classic\ncards:\n{cards}question: {{kind: legal, action: {{kind: open, source: c0}}}}\n"
    r = client.post("/api/rule", content=text.encode())
    assert r.status_code == 400 and r.json()["error"] == "страница.yaml:4: cards: 41 cards; the page's limit is 40"
    r = client.post("/api/compose", json={"cards": [{"name": "Джокер"}] * 41})
    assert r.status_code == 400 and "limit is 40" in r.json()["error"]


def test_html_is_escaped_everywhere(client, scenario_text):
    hostile = "<script>alert(1)</script> & <img src=x onerror=alert(2)>"
    text = scenario_text(JOKER).replace(
        "title: Архимаг разрешает накапливать фишки, Джокер не может — запрет сильнее", f"title: '{hostile}'")
    text = text.replace("text: Может ли Джокер накопить фишку под действием Архимага?", f"text: '{hostile}'")
    r = client.post("/ruling", json={"yaml": text})
    assert r.status_code == 200
    assert "<script>" not in r.text and "<img src=x" not in r.text
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(2)&gt;" in r.text
    # an error message quoting the input is escaped too, and the permalink page escapes the YAML it shows
    bad = text.replace("card: Джокер", "card: '<b>x</b>'")
    page = client.get("/?s=" + encode_permalink(bad))
    assert "<b>x</b>" not in page.text and "&lt;b&gt;x&lt;/b&gt;" in page.text


def test_ruling_fragment_shows_reasons_rules_and_clause(client, scenario_text):
    r = client.post("/ruling", json={"yaml": scenario_text(JOKER), "edition": "classic-b"})
    html = r.text
    assert 'data-verdict="illegal"' in html and "незаконно" in html
    assert 'data-rule="classic-b:консервативность.2"' in html and 'data-rule="classic-b:525.2"' in html
    assert "<b>joker</b> / no-tokens «Не может накапливать или получать фишки»" in html
    assert 'href="/?s=' in html


def test_outcomes_witness_trace_and_chain_svg(client, scenario_text):
    attack = client.post("/ruling", json={"yaml": scenario_text("attack/classic-2012-same-group-order-matters.yaml"),
                                          "edition": "classic-2012"}).text
    assert "Исходы (2)" in attack and attack.count('class="witness"') == 2
    assert "свидетель: 422.4 group 1: source&#39;s squad except the source: ally2/double, ally1/plus-one" in attack
    trace = client.post("/ruling", json={"yaml": scenario_text("stack/queue-order.yaml"), "edition": "heroes"}).text
    assert "Очередь шаг за шагом" in trace and "both players passed: wound resolves" in trace
    assert "<i title=\"entered\">вошло в очередь</i>" in trace
    chain = client.post("/ruling", json={"yaml": scenario_text("chains/bashar-525-2.yaml"), "edition": "heroes"}).text
    m = re.search(r'src="data:image/svg\+xml;base64,([^"]+)"', chain)
    import base64
    svg = base64.b64decode(m.group(1)).decode("utf-8")
    assert svg.lstrip().startswith(("<svg", "<?xml")) and "cut" in svg
    unknown = client.post("/ruling", json={"yaml": scenario_text("core/unknown-card-text.yaml")}).text
    assert "Почему «неизвестно»" in unknown and "card text not modelled: Странный страж" in unknown


def test_permalink_reopens_the_situation(client, scenario_text):
    text = scenario_text(JOKER)
    s = encode_permalink(text)
    assert decode_permalink(s, 200_000) == text
    page = client.get(f"/?s={s}&e=classic-b")
    assert page.status_code == 200 and 'data-verdict="illegal"' in page.text
    assert 'data-edition="classic-b"' in page.text and 'data-edition="classic"' not in page.text
    damaged = client.get("/?s=not-a-scenario")
    assert damaged.status_code == 200 and "permalink: s: the link is damaged" in damaged.text


def test_composer_writes_the_cli_format(client):
    state = {"title": "Архимаг и Джокер", "edition": "classic-b", "kind": "legal",
             "question_text": "Может ли Джокер накопить фишку?",
             "action": {"kind": "accumulate_token", "source": "joker", "target": "joker", "param": 1},
             "cards": [{"id": "joker", "name": "Джокер", "controller": "second", "entered": 0, "cell": [2, 3],
                        "effects": [{"source": "archmage", "feature": "enemies-accumulate", "origin": "acquired",
                                     "timestamp": 5}]},
                       {"id": "archmage", "name": "Архимаг", "controller": "first", "entered": 1, "cell": [4, 3]}]}
    r = client.post("/api/compose", json=state)
    text = r.json()["yaml"]
    doc = yaml.safe_load(text)
    # a legal question reads the board (legality/board.py): the cells are kept
    assert doc["cards"][0] == {"id": "joker", "card": "Джокер", "controller": "second", "cell": [2, 3],
                               "effects": [{"source": "archmage", "feature": "enemies-accumulate",
                                            "origin": "acquired", "timestamp": 5}]}
    ruled = client.post("/api/rule", content=text.encode()).json()
    (ruling,) = ruled["rulings"]
    assert ruling["answer"]["verdict"] == "illegal"
    assert {"classic-b:консервативность.2", "classic-b:525.2"} <= set(ruling["answer"]["cites"])
    # a sequence places cards on the board: the cells are written
    seq = dict(state, kind="sequence", question_yaml="events:\n  - pass: first\n  - pass: second\n")
    text = client.post("/api/compose", json=seq).json()["yaml"]
    assert yaml.safe_load(text)["cards"][1]["cell"] == [4, 3]
    (ruling,) = client.post("/api/rule", content=text.encode()).json()["rulings"]
    assert ruling["answer"]["verdict"] == "traced"
    assert "no cost rule depends on the board" in client.get("/").text   # each kind's refused fields, with its reason


def test_every_builtin_scenario_survives_open_and_save(tmp_path):
    """YAML → composer → YAML keeps what the file says: the same rulings (fast engine) as the original."""
    index = build_index()
    for path in builtin_paths():
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        if "\ncard_base:" in text:   # the page opens no files: such a scenario is refused (test above)
            continue
        again = to_yaml(from_text("x.yaml", text), index)
        p = tmp_path / "again.yaml"
        p.write_text(again, encoding="utf-8")
        before = rule_scenario(parse_scenario(path), engine="fast")
        after = rule_scenario(parse_scenario(str(p)), engine="fast")
        assert [(r.edition, r.answer.verdict, sorted(r.answer.cites()), r.matches) for r in before] == \
               [(r.edition, r.answer.verdict, sorted(r.answer.cites()), r.matches) for r in after], path


def test_autocomplete_by_game_and_rule_texts(client):
    hits = client.get("/api/cards", params={"q": "джок", "edition": "classic-b"}).json()
    joker = next(h for h in hits if h["name"] == "Джокер")
    assert joker["origin"] == "builtin" and "Не может накапливать или получать фишки" in joker["text"]
    assert {"id": "no-tokens", "text": "Не может накапливать или получать фишки"} in joker["features"]
    rule = client.get("/api/rules/classic-b:525.2").json()
    assert rule["ok"] and rule["text_ru"].strip()
    assert client.get("/api/rules/classic:999").status_code == 404


def test_bad_request_bodies_and_a_scenario_too_large_for_a_link(client, scenario_text):
    r = client.post("/ruling", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 400 and r.json()["error"].startswith("request: body: expected JSON")
    empty = client.post("/ruling", json={"yaml": "  "})
    assert empty.status_code == 400 and "no scenario given" in empty.json()["error"]
    import random
    rnd = random.Random(7)
    noise = "".join(rnd.choice("абвгдежзиклмнопрстуфхцчшщыэюя ") for _ in range(20_000))
    text = scenario_text(JOKER).replace("note: >", f"note: >\n  {noise}\n ", 1)
    html = client.post("/ruling", json={"yaml": text, "edition": "classic-b"}).text
    assert 'data-verdict="illegal"' in html and "слишком велик для ссылки" in html and 'id="permalink"' not in html
