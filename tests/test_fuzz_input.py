"""Mutation fuzzing of the built-in scenarios and card files through `legality.cli.main.main` (issue 9): no
traceback, no uncaught exception, no case over 5 s of CPU time, exit codes 0, 1 or 2 only (and one stderr line with 2).
Fixed seed, derandomized, 2,000 cases per run; bench/fuzz.py runs the same fuzzer longer."""
import collections

from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

import mutations

FILES = len(mutations.SCENARIOS) + len(mutations.CARD_FILES)
CASES = 2_000


def test_mutated_builtin_files_never_crash(tmp_path):
    seconds, codes = [], collections.Counter()

    @seed(20261130)
    @settings(max_examples=CASES, derandomize=True, database=None, deadline=None, print_blob=True,
              suppress_health_check=list(HealthCheck))
    @given(case_seed=st.integers(0, 2**32 - 1), source=st.integers(0, FILES - 1), count=st.integers(1, 3))
    def one_case(case_seed, source, count):
        case = mutations.make_case(case_seed, source, count)
        out = mutations.run_case(case, str(tmp_path))
        seconds.append(out.cpu_seconds)
        codes[out.code] += 1
        assert out.problem is None, (f"{case.source} after {list(case.steps)}: {out.problem}\n"
                                     f"--- case ---\n{case.text}")

    # a case naming the real card base would pay its cold compile (bench/cards.py measures that, not a case):
    # load it once, through the same command, before the timed cases
    from legality.cli.main import main
    warm = next(p for p in mutations.SCENARIOS if p.endswith("joker-base-reprinted.yaml"))
    main(["check", warm])
    one_case()
    # the budget was really spent, and the cases reached the rulings, not only the reader
    assert len(seconds) >= CASES and max(seconds) < mutations.CASE_SECONDS
    assert codes[0] + codes[1] >= CASES // 10, codes


# Findings of bench/fuzz.py, each kept as the case that found it (through the same CLI path)

def test_sequence_ending_inside_a_choice_subphase(tmp_path):
    """A sequence whose last event opens a choice subphase crashed when the trace closed it (AttributeError)."""
    src = mutations.source_text(next(p for p in mutations.SCENARIOS if p.endswith("occupied-cell-dies.yaml")))
    assert "    - end_choice: second\n" in src
    case = mutations.Case("occupied-cell-dies.yaml", "scenario", src.replace("    - end_choice: second\n", ""), ())
    out = mutations.run_case(case, str(tmp_path))
    assert out.problem is None and out.code == 0, out


def test_expected_wounds_null(tmp_path):
    """`wounds: null` in an expected attack outcome crashed the reader (AttributeError); found by the sweep."""
    tree = mutations.source_tree(next(p for p in mutations.SCENARIOS if p.endswith("editions-differ-multiply-add.yaml")))
    tree["rulings"]["classic-2012"]["outcomes"][0]["wounds"] = None
    out = mutations.run_case(mutations.Case("editions-differ-multiply-add.yaml", "scenario", mutations.dump(tree), ()),
                             str(tmp_path))
    assert out.problem is None and out.code == 2, out
    assert "outcomes[0].wounds: required field is empty (null)" in out.stderr
