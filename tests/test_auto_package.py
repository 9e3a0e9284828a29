"""The package ``auto`` (``extract/algorithms/auto/``): one module per idea, layered, its public names kept.

The split of the 6,208-line ``auto.py`` moved every statement verbatim; these tests hold what a reader of the
package and a caller of the extractor rely on: each module says what it holds, stays short, and imports only
from the modules listed before it in the package docstring (no cycles, so any module imports alone); the names
callers use are still ``auto.<name>``; ``tsheg bench train-auto --write`` writes the weights file the extractor
imports; and five small pages of our own, each meant to make one moved rule fire where it should not, keep
their text.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from pathlib import Path

import pytest

from extract.algorithms import auto, auto_weights
from extract.bench import train_auto
from tests.extraction_pages import PARAGRAPHS, auto_lines, lang_page

PACKAGE_DIR = Path(auto.__file__).parent
MODULE_LINES_MAX = 900  # lines at most of one module (the largest, never_kept.py, has 841)
# a module's entry in the package docstring's list, lowest first: "- ``name``: what it holds"
LISTED_MODULE_RE = re.compile(r"^- ``(\w+)``:", re.MULTILINE)
# an import of a sibling module: "from extract.algorithms.auto.<name> import ..."
SIBLING_IMPORT_RE = re.compile(r"^from extract\.algorithms\.auto\.(\w+) import", re.MULTILINE)
LAYERS = LISTED_MODULE_RE.findall(auto.__doc__ or "")
MODULES = sorted(info.name for info in pkgutil.iter_modules(auto.__path__))
PUBLIC_NAMES = ("select", "kept_nodes", "text_blocks", "block_features", "block_scores", "Blocks", "FEATURES",
                "STAGE2_FEATURES", "THRESHOLD", "load_weights")


def test_the_package_docstring_lists_every_module_once() -> None:
    assert sorted(LAYERS) == MODULES and len(set(LAYERS)) == len(LAYERS)
    assert LAYERS[0] == "words" and LAYERS[-1] == "ladder"  # the DOM's words at the bottom, the ladder on top


@pytest.mark.parametrize("name", MODULES)
def test_each_module_says_what_it_holds_and_stays_short(name: str) -> None:
    source = (PACKAGE_DIR / f"{name}.py").read_text(encoding="utf-8")
    assert ast.get_docstring(ast.parse(source)), name
    assert source.count("\n") <= MODULE_LINES_MAX, name


@pytest.mark.parametrize("name", MODULES)
def test_each_module_imports_only_the_modules_listed_before_it(name: str) -> None:
    source = (PACKAGE_DIR / f"{name}.py").read_text(encoding="utf-8")
    below = set(LAYERS[:LAYERS.index(name)])
    assert set(SIBLING_IMPORT_RE.findall(source)) <= below, name
    assert "import *" not in source, name
    importlib.import_module(f"{auto.__name__}.{name}")  # alone, in any order: no cycle


def test_the_public_names_stay_on_auto() -> None:
    assert set(PUBLIC_NAMES) == set(auto.__all__)
    assert all(hasattr(auto, name) for name in PUBLIC_NAMES)
    assert list(auto.FEATURES) == list(auto_weights.STAGE1_WEIGHTS)


def test_train_auto_writes_the_weights_module_the_extractor_imports() -> None:
    # auto.__file__ is now the package's __init__.py: the weights sit beside the package, not inside it
    assert train_auto.WEIGHTS_MODULE == Path(auto_weights.__file__) and train_auto.WEIGHTS_MODULE.is_file()


MENU = ('<ul class="menu"><li><a href="/a">Home</a></li><li><a href="/b">News</a></li>'
        '<li><a href="/c">About</a></li></ul>')
RAIN = ("The farmers of the upper valley kept a careful record of the rain that fell on their fields this year, "
        "month by month.",
        "July was the wettest month, and the barley harvest that followed was the best the village had seen in ten "
        "years.")
NOODLE_STEPS = ("先把面粉和水倒进盆里，慢慢揉成一个光滑的面团。", "面团放在一边醒半个小时，然后擀成薄薄的面片。",
                "把面片切成细条，放进开水里煮五分钟就可以吃了。")
RIVER = ("The river that runs past the old mill has changed its course three times in living memory, and each time "
         "the village moved with it.")
RIVER_PARTS = ("In the first year the water rose over the lower fields and the families carried their grain up the "
               "hill by hand.",
               "In the second year the elders built a wall of stones along the bank, and the children helped to carry "
               "the smaller ones.",
               "In the third year the wall held, and the lower fields were sown again with barley, peas and a little "
               "wheat.")
SPEAKER = "ئالىم"

# (page, the lines auto keeps): each page is shaped to tempt one moved rule, which must not fire
NOT_FIRING = {
    # headline.py: a product's name over two short lines is no story's headline (HEADLINE_BODY_CHARS not reached)
    "bo-product-name-stays": (
        lang_page("bo", "ཕྲུག་གི་ལྭ་བ།", f'{MENU}<div class="product"><h1>ཕྲུག་གི་ལྭ་བ།</h1>'
                  '<p>བལ་ལས་བཟོས་པའི་ལྭ་བ་དྲོན་པོ་ཞིག་རེད།</p><p>རིན་གོང་སྒོར་མོ་ ༣༥༠</p></div>'),
        ["ཕྲུག་གི་ལྭ་བ།", "བལ་ལས་བཟོས་པའི་ལྭ་བ་དྲོན་པོ་ཞིག་རེད།", "རིན་གོང་སྒོར་མོ་ ༣༥༠"]),
    # tables.py: a data table of month and rain inside an article is its text, every cell
    "en-data-table-stays-whole": (
        lang_page("en", "Rainfall in the valley", f"{MENU}<article><h1>Rainfall in the valley</h1><p>{RAIN[0]}</p>"
                  "<table><tr><th>Month</th><th>Rain (mm)</th></tr><tr><td>June</td><td>41</td></tr>"
                  f"<tr><td>July</td><td>88</td></tr><tr><td>August</td><td>63</td></tr></table><p>{RAIN[1]}</p>"
                  "</article>"),
        ["Rainfall in the valley", RAIN[0], "Month", "Rain (mm)", "June", "41", "July", "88", "August", "63",
         RAIN[1]]),
    # replies.py: an interview's answers open with a linked name and a colon, but no post sits above them
    "ug-interview-is-no-reply-stream": (
        lang_page("ug", "سۆھبەت", f'{MENU}<div class="content">' + "".join(
            f'<p><a href="/p/{i}">{SPEAKER}</a>: {text}</p>' for i, text in enumerate(PARAGRAPHS["ug"])) + "</div>"),
        [f"{SPEAKER}: {text}" for text in PARAGRAPHS["ug"]]),
    # lists.py and never_kept.py: the numbered steps under a recipe's heading are its text, no ranking
    "zh-recipe-steps-stay": (
        lang_page("zh", "做面条", f'{MENU}<article><h1>怎样做面条</h1><p>{PARAGRAPHS["zh"][0]}</p><h2>步骤</h2><ol>'
                  + "".join(f"<li>{step}</li>" for step in NOODLE_STEPS) + "</ol></article>"),
        ["怎样做面条", PARAGRAPHS["zh"][0], "步骤", *NOODLE_STEPS]),
    # teasers.py and records.py: titled cards after the text that link nowhere are the story's own parts
    "en-story-parts-are-no-teasers": (
        lang_page("en", "The river", f"{MENU}<main><h1>The river</h1><p>{RIVER}</p>" + "".join(
            f'<div class="card"><h3>Part {i}</h3><p>{part}</p></div>' for i, part in enumerate(RIVER_PARTS))
                  + "</main>"),
        ["The river", RIVER, *(line for i, part in enumerate(RIVER_PARTS) for line in (f"Part {i}", part))]),
}


@pytest.mark.parametrize(("markup", "lines"), NOT_FIRING.values(), ids=NOT_FIRING.keys())
def test_a_moved_rule_does_not_fire_where_it_should_not(markup: str, lines: list[str]) -> None:
    assert auto_lines(markup) == lines
