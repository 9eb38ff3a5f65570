"""A ruling past the time limit is `unknown` with its cause and frees the server; a card base given at start."""
import json

from fastapi.testclient import TestClient

from legality.cli.main import main
from legality.web.app import Limits, create_app

JOKER = "core/joker-archmage-accumulate.yaml"
# the slowest built-in scenario (~0.6 s cold): a fast machine rules the warm-up's own scenario within 1 ms
SLOW = "oblige/possessed-must-attack.yaml"


def test_past_the_time_limit_unknown_with_cause_then_a_fresh_worker(scenario_text):
    app = create_app(limits=Limits(workers=1, time_limit=0.001))
    with TestClient(app) as c:
        pool = app.state.get_pool()
        assert pool.wait_ready(120)
        r = c.post("/api/rule", content=scenario_text(SLOW).encode())
        (ruling,) = r.json()["rulings"]
        assert ruling["answer"]["verdict"] == "unknown"
        assert ruling["answer"]["unknown"] == [
            "the ruling did not finish within the page's time limit of 0.001 s and was stopped; the checker "
            "cannot say (run `legality check` on the scenario for no limit)"]
        html = c.post("/ruling", json={"yaml": scenario_text(SLOW)}).text
        assert 'data-verdict="unknown"' in html and "time limit of 0.001 s" in html
        # the killed worker was replaced: with a usable limit the same pool rules again
        assert pool.wait_ready(120)
        pool.time_limit = 60
        r = c.post("/api/rule?edition=classic-b", content=scenario_text(JOKER).encode())
        assert r.json()["rulings"][0]["answer"]["verdict"] == "illegal"


BASE = [
    {"id": "1", "name": "Тестовый страж ", "type": 0, "cost": 3, "life": 5, "move": 1, "hit": [1, 2, 3],
     "text": "Не может открываться. {tap}: Разряд на 1."},
    {"id": "2", "name": "Джокер", "type": 0, "cost": 4, "life": 9, "move": 1, "hit": [2, 2, 3], "text": "Прыжок."},
    {"id": "3", "name": "Спутник", "type": 2, "hit": [1, 1, 1], "text": "x"},
]


def test_a_card_base_is_offered_as_inline_text_cards(tmp_path):
    base = tmp_path / "base.json"
    base.write_text(json.dumps(BASE, ensure_ascii=False), encoding="utf-8")
    app = create_app(str(base), limits=Limits(workers=1, time_limit=60))
    with TestClient(app) as c:
        assert app.state.get_pool().wait_ready(120)
        assert "ещё 1 из базы пропущено" in c.get("/").text
        (hit,) = c.get("/api/cards", params={"q": "тестов"}).json()
        assert hit["origin"] == "base" and [f["text"] for f in hit["features"]] == [
            "Не может открываться.", "{tap}: Разряд на 1."]
        # the base's Джокер («Прыжок.») is not the built-in one: both are offered, the built-in first
        jokers = c.get("/api/cards", params={"q": "Джокер"}).json()
        assert [j["origin"] for j in jokers] == ["builtin", "base"]
        text = c.post("/api/compose", json={
            "edition": "classic", "kind": "legal", "cards": [{"id": "guard", "name": "Тестовый страж"}],
            "action": {"kind": "open", "source": "guard", "target": "guard"}}).json()["yaml"]
        assert "inline:" in text and "kind: text" in text and "source: base.json#1" in text
        (ruling,) = c.post("/api/rule", content=text.encode()).json()["rulings"]
        # text the checker does not read bears on the question: unknown, never a guess
        assert ruling["answer"]["verdict"] == "unknown"
        assert any("Не может открываться." in u for u in ruling["answer"]["unknown"])


def test_a_name_both_built_in_and_different_in_the_base_says_which(tmp_path):
    """The page rules as `legality check --cards`: a name both a built-in card and a different card of the base
    the page was started with is refused in the same one line until `from:` says which (docs/scenarios.md)."""
    base = tmp_path / "base.json"
    base.write_text(json.dumps(BASE, ensure_ascii=False), encoding="utf-8")
    app = create_app(str(base), limits=Limits(workers=1, time_limit=60))
    state = {"edition": "classic-b", "kind": "legal", "cards": [{"id": "joker", "name": "Джокер"}],
             "action": {"kind": "accumulate_token", "source": "joker", "target": "joker"}}
    with TestClient(app) as c:
        assert app.state.get_pool().wait_ready(120)
        text = c.post("/api/compose", json=state).json()["yaml"]
        assert "card: Джокер" in text and "from:" not in text
        r = c.post("/api/rule", content=text.encode())
        assert r.status_code == 400
        line = text.splitlines().index("- id: joker") + 2
        assert r.json()["error"] == (
            f"страница.yaml:{line}: cards[0].card: 'Джокер' is both a built-in card (legality/cards/core-examples.yaml)"
            " and a card of the base base.json, with different text; say which: from: builtin or from: base")
        # the built-in card picked: `from: builtin`, ruled as the worked example
        state["cards"][0]["from"] = "builtin"
        text = c.post("/api/compose", json=state).json()["yaml"]
        assert "from: builtin" in text
        (ruling,) = c.post("/api/rule", content=text.encode()).json()["rulings"]
        assert ruling["answer"]["verdict"] == "illegal" and "Не может накапливать" in json.dumps(ruling, ensure_ascii=False)
        # the base's card picked: written inline (its text kept as text), never the built-in one
        state["cards"][0]["from"] = "base"
        text = c.post("/api/compose", json=state).json()["yaml"]
        assert "inline:" in text and "Прыжок." in text and "Не может накапливать" not in text
        # a pasted scenario saying `from: base` gets the compiled base card, as the command line does
        pasted = ("title: t\nedition: classic-b\ncards:\n  - {id: joker, card: Джокер, from: base}\n"
                  "question:\n  kind: legal\n  action: {kind: accumulate_token, source: joker, target: joker}\n")
        (ruling,) = c.post("/api/rule", content=pasted.encode()).json()["rulings"]
        said = json.dumps(ruling, ensure_ascii=False)
        assert "cannot-accumulate" in said and "Не может накапливать" not in said


def test_serve_refuses_a_bad_base_in_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("[{\"name\": \"x\",", encoding="utf-8")
    assert main(["serve", "--cards", str(bad), "--port", "8000"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"{bad}:1: json: not JSON:") and "\n" not in err
    assert main(["serve", "--port", "70000"]) == 2
    assert capsys.readouterr().err.strip() == "command line: --port: 70000 is out of range"


def test_a_fault_of_the_checker_is_unknown_with_its_cause(monkeypatch):
    """The worker's loop (run here in a thread) answers a checker's exception as `unknown`, and goes on."""
    import multiprocessing
    import threading

    from legality.web import ruling, workers

    def broken(**job):
        raise RuntimeError("boom")
    monkeypatch.setattr(ruling, "rule_text", broken)
    parent, child = multiprocessing.Pipe()
    t = threading.Thread(target=workers._worker_main, args=(child,), daemon=True)
    t.start()
    assert parent.poll(60) and parent.recv() == "ready"
    for _ in range(2):
        parent.send({"text": "title: x", "edition": "heroes"})
        assert parent.poll(60)
        (r,) = parent.recv()["rulings"]
        assert r["edition"] == "heroes" and r["answer"]["verdict"] == "unknown"
        assert r["answer"]["unknown"] == ["the checker failed on this scenario (RuntimeError: boom); it cannot say"]
    parent.close()
    t.join(30)
    assert not t.is_alive()
