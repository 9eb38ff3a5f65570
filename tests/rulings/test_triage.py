"""The triage of the judges' corpus: well-formed, consistent with the built-in scenarios (which are the truth),
covering every ruling of shared/data/rulings exactly once."""
import os
import re

import pytest

from legality.api import builtin_scenarios
from legality.corpus import (MECHANICS, disagreements, load_triage, ruling_ids, rulings_path, triage_paths)
from legality.errors import InputError

ENTRIES = load_triage()


def test_triage_files_are_shipped_beside_the_package():
    names = [os.path.basename(p) for p in triage_paths()]
    assert "triage-001-254.yaml" in names


def test_each_triage_file_covers_exactly_its_range():
    by_file = {}
    for e in ENTRIES:
        by_file.setdefault(e.path, []).append(e.id)
    for path, ids in by_file.items():
        m = re.fullmatch(r"triage-(\d{3})-(\d{3})\.yaml", os.path.basename(path))
        assert m, path
        want = [f"dev-{n:03d}" for n in range(int(m.group(1)), int(m.group(2)) + 1)]
        assert sorted(ids) == want, path


def test_every_ruling_is_triaged_exactly_once():
    path = rulings_path()
    assert path, "shared/data/rulings/classic-rulings-dev.json not found above the repository"
    ids = ruling_ids(path)
    assert len(ids) == 508
    triaged = [e.id for e in ENTRIES]
    assert len(triaged) == len(set(triaged))
    assert set(triaged) - set(ids) == set(), "triaged ids that are not rulings"
    assert sorted(set(ids) - set(triaged)) == [], "rulings not triaged"


def test_triage_agrees_with_the_scenarios():
    problems = [e.one_line() for e in disagreements(ENTRIES, builtin_scenarios())]
    assert problems == []


def test_every_encoded_ruling_has_a_mechanic_and_scenarios_cite_real_ids():
    cited = {sc.source_ruling for sc in builtin_scenarios() if sc.source_ruling}
    ids = set(ruling_ids(rulings_path()))
    assert cited <= ids
    assert {e.mechanic for e in ENTRIES} <= set(MECHANICS)


BAD = [
    ("- {id: dev-1, mechanic: movement, status: encoded}\n", r"bad\.yaml:1: \[0\]\.id: a ruling id is dev-NNN"),
    ("- {id: dev-001, mechanic: walking, status: encoded}\n",
     r"bad\.yaml:1: \[0\]\.mechanic: unknown value 'walking'"),
    ("- {id: dev-001, mechanic: movement, status: done}\n", r"bad\.yaml:1: \[0\]\.status: unknown value 'done'"),
    ("- {id: dev-001, mechanic: movement, status: out-of-scope}\n",
     r"bad\.yaml:1: \[0\]\.needs: a out-of-scope entry says needs: required field is missing"),
    ("- {id: dev-001, mechanic: movement, status: ambiguous, why: '  '}\n",
     r"bad\.yaml:1: \[0\]\.why: a ambiguous entry says why: required field is missing"),
    ("- {id: dev-001, mechanic: movement, status: encoded, needs: cells}\n",
     r"bad\.yaml:1: \[0\]\.needs: only an out-of-scope entry has needs \(this one is encoded\)"),
    ("- {id: dev-001, mechanic: movement, status: encoded, path: x.yaml}\n", r"bad\.yaml:1: \[0\]\.path: unknown field"),
    ("- {id: dev-001, status: encoded}\n", r"bad\.yaml:1: \[0\]\.mechanic: required field is missing"),
    ("- {id: dev-001, mechanic: movement, status: encoded}\n- {id: dev-001, mechanic: movement, status: encoded}\n",
     r"bad\.yaml:2: \[1\]\.id: dev-001 is triaged twice \(first at bad\.yaml:1\)"),
    ("id: dev-001\n", r"bad\.yaml:1: document: expected a list of triage entries"),
    ("- just text\n", r"bad\.yaml:1: \[0\]: expected a mapping"),
    ("- {id: dev-001, mechanic: [movement], status: encoded}\n", r"bad\.yaml:1: \[0\]\.mechanic: expected text"),
]


@pytest.mark.parametrize("text,pattern", BAD, ids=[p.split(": ")[-1][:30] for _t, p in BAD])
def test_bad_triage_entry_is_one_line(tmp_path, text, pattern):
    p = tmp_path / "bad.yaml"
    p.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as ei:
        load_triage([str(p)])
    line = ei.value.one_line()
    assert "\n" not in line
    assert re.search(pattern, line), line


def test_an_id_triaged_in_two_files_names_the_first(tmp_path):
    a, b = tmp_path / "a.yaml", tmp_path / "b.yaml"
    a.write_text("- {id: dev-007, mechanic: other, status: ambiguous, why: x}\n", encoding="utf-8")
    b.write_text("\n- {id: dev-007, mechanic: other, status: ambiguous, why: y}\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"b\.yaml:2: \[0\]\.id: dev-007 is triaged twice \(first at a\.yaml:1\)"):
        load_triage([str(a), str(b)])


def test_a_stale_triage_entry_is_reported_both_ways(tmp_path):
    scen = builtin_scenarios()
    cited = sorted({sc.source_ruling for sc in scen if sc.source_ruling})
    p = tmp_path / "t.yaml"
    p.write_text(f"- {{id: {cited[0]}, mechanic: other, status: out-of-scope, needs: x}}\n"
                 "- {id: dev-508, mechanic: other, status: encoded}\n", encoding="utf-8")
    if "dev-508" in cited:
        pytest.fail("the test needs an uncited ruling id")
    lines = [e.one_line() for e in disagreements(load_triage([str(p)]), scen)]
    assert len(lines) == 2
    assert re.search(rf"t\.yaml:1: status: {cited[0]} is cited by .+: its status is encoded, not out-of-scope",
                     lines[0])
    assert "t.yaml:2: status: dev-508 says encoded, but no built-in scenario cites it" in lines[1]
