"""The scan builds the tree in the same pass over libyaml's events; what it builds is exactly what the full
constructor builds (values, types, key order, every line), and what it does not build it leaves to it."""
import glob
import os

import yaml

from legality import yamlfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def same(a, b) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return (a.line == b.line and a.key_lines == b.key_lines and list(a) == list(b)
                and all(same(a[k], b[k]) for k in a))
    if isinstance(a, list):
        return (a.line == b.line and a.item_lines == b.item_lines and len(a) == len(b)
                and all(same(x, y) for x, y in zip(a, b)))
    return a == b


def test_every_built_in_file_is_built_in_one_pass_as_the_constructor_builds_it():
    paths = glob.glob(os.path.join(ROOT, "legality", "**", "*.yaml"), recursive=True)
    assert len(paths) > 400
    built = 0
    for p in paths:
        text = open(p, encoding="utf-8").read()
        tree = yamlfile._scan(p, text)
        if tree is yamlfile._FALLBACK:      # an anchor, a tag, a timestamp …: the constructor builds it
            tree = yamlfile.load(p, text)
        else:
            built += 1
        assert same(tree, yaml.load(text, Loader=yamlfile._Loader)), p
    assert built >= 0.95 * len(paths)


def test_scalars_of_every_plain_kind_and_quoted_ones():
    text = 'a: 1\nb: -2.5\nc: true\nd: null\ne: "7"\nf: ~\ng: [x, 0x1f, "no", no]\nh: {}\ni: []\n'
    tree = yamlfile.load("t.yaml", text)
    assert same(tree, yaml.load(text, Loader=yamlfile._Loader))
    assert tree == {"a": 1, "b": -2.5, "c": True, "d": None, "e": "7", "f": None, "g": ["x", 31, "no", False],
                    "h": {}, "i": []}


def test_what_only_the_constructor_builds_is_left_to_it():
    for text in ("a: &x [1, 2]\nb: *x\n", "base: &b {x: 1}\nc: {<<: *b, y: 2}\n", "d: 2024-01-01\n",
                 "e: !!str 5\n", "? [1, 2]\n: v\n"):
        assert yamlfile._scan("t.yaml", text) is yamlfile._FALLBACK, text
    assert yamlfile.load("t.yaml", "a: &x [1, 2]\nb: *x\n") == {"a": [1, 2], "b": [1, 2]}


def test_duplicate_and_non_plain_keys_are_refused_in_one_pass_as_before():
    for text, what in (("a: 1\na: 2\n", "t.yaml:2: yaml: malformed YAML: duplicate key 'a'"),
                       ("~: 1\n", "t.yaml:1: yaml: malformed YAML: a mapping key must be a plain value")):
        try:
            yamlfile.load("t.yaml", text)
        except Exception as e:       # noqa: BLE001 — the one-line error is what is checked
            assert e.one_line() == what
        else:
            raise AssertionError(text)
