"""«только по карте противника с наибольшим {health}» (board condition `target_most_lives`, legality/board.py):
current lives (judges' dev-439), ties included, the same in the `legal` question and a trace's declaration."""
from __future__ import annotations

from pathlib import Path

from legality.api import rule_scenario
from legality.scenario import parse_scenario

B = (Path(__file__).resolve().parent.parent / "legality" / "scenarios" / "rulings"
     / "dev-439-b-bully-elf-not-most-printed-lives.yaml").read_text(encoding="utf-8")


def _run(tmp_path, text):
    p = tmp_path / "s.yaml"
    p.write_text(text, encoding="utf-8")
    return rule_scenario(parse_scenario(str(p)))[0].answer


def test_a_tie_of_current_lives_permits_either(tmp_path):
    v = _run(tmp_path, B.replace("wounds: 5,", "wounds: 3,"))      # 9 and 9
    assert v.verdict == "legal"


def test_a_trace_refuses_the_same_shot(tmp_path):
    head = B[:B.index("question:")]
    t = _run(tmp_path, head + """question:
  kind: sequence
  events:
    - declare: bad
      action: {kind: shot, source: elf, target: troll, param: 2, ability: f1}
      closes: true
    - declare: good
      action: {kind: shot, source: elf, target: guard, param: 2, ability: f1}
      closes: true
""")
    j = t.to_json()
    assert j["not_entered"] == ["bad"] and j["entered"] == ["good"]
