"""Class names that the furniture vetoes read: a table's column named "tag", a box of comments named "cmt"."""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms import auto
from extract.dom import build_dom

# a catalogue record's MARC fields (our own record): field number, field name, value
MARC_FIELDS = [
    ("100", "རྩོམ་པ་པོ།", "བསོད་ནམས་རྒྱ་མཚོ། ༡༩༤༥-"),
    ("245", "མཚན་བྱང་།", "ཕ་ཡུལ་གྱི་གཏམ་རྒྱུད་ཕྱོགས་བསྒྲིགས། / བསོད་ནམས་རྒྱ་མཚོས་བསྒྲིགས།"),
    ("260", "དཔེ་སྐྲུན།", "ཟི་ལིང་། མཚོ་སྔོན་མི་རིགས་དཔེ་སྐྲུན་ཁང་། ༡༩༩༥"),
    ("300", "ཤོག་གྲངས།", "ཤོག་ངོས་ ༢༡༤ ; སུམ་ཅུན་ ༢༡"),
    ("650", "བརྗོད་གཞི།", "བོད་ཀྱི་དམངས་ཁྲོད་གཏམ་རྒྱུད།"),
]


def extract(markup: str) -> list[str]:
    dom = build_dom(lxml.html.document_fromstring(markup))
    return dom.render(auto.select(dom, title=dom.title)).split("\n")


def marc_page(cell_class: str) -> str:
    rows = "".join(f"<tr><td class='{cell_class}'>{number}</td><td class='label'>{name}</td><td class='value'>{value}"
                   f"</td></tr>" for number, name, value in MARC_FIELDS)
    return ("<html><head><title>record</title></head><body><nav><a href='/'>home</a> <a href='/search'>search</a></nav>"
            "<div id='record'><h1>ཕ་ཡུལ་གྱི་གཏམ་རྒྱུད་ཕྱོགས་བསྒྲིགས།</h1>"
            f"<table class='marc-fields'><tbody>{rows}</tbody></table></div>"
            "<footer><a href='/help'>help</a></footer></body></html>")


@pytest.mark.parametrize("cell_class", ["tag", "marc-tag tag", "field"])
def test_a_table_column_named_tag_is_kept(cell_class: str) -> None:
    text = "\n".join(extract(marc_page(cell_class)))
    assert all(number in text and value in text for number, _, value in MARC_FIELDS)


def test_a_tag_list_is_still_left_out() -> None:
    page = marc_page("field").replace(
        "</table>", "</table><div class='tags'><a href='/t/1'>གཏམ་རྒྱུད</a> <a href='/t/2'>དམངས་སྲོལ</a></div>")
    assert "དམངས་སྲོལ" not in "\n".join(extract(page))
