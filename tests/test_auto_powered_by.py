"""A "Powered by <name>" line is the forum's or blog's credit (a copyright notice) in its footer, but the item of a
kept list is a product's feature or spec ("Powered by SQLite", "Powered by solar energy") and stays."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, kept_lines_scored

# a product page's paragraph and its list's other items (our own sentences)
INTRO = "This lamp charges during the day and gives up to twelve hours of light in a tent or a winter house."
ITEMS = ["Battery: 2600 mAh lithium", "Light: 180 lumens at its brightest", "Weight: 310 grams with its strap"]


def product_page(credit: str, in_list: bool) -> str:
    """A product page: h1, intro, a list of ``ITEMS`` (``credit`` first when ``in_list``), ``credit`` in the footer
    otherwise."""
    items = ([credit] if in_list else []) + ITEMS
    entries = "".join(f"<li>{escape(item)}</li>" for item in items)
    footer = "" if in_list else f"<footer><p>{escape(credit)}</p></footer>"
    return (f"<html><head><title>lamp</title></head><body><article><h1>lamp</h1><p>{escape(INTRO)}</p>"
            f"<ul>{entries}</ul></article>{footer}</body></html>")


@pytest.mark.parametrize("credit", ["Powered by solar energy", "Powered by SQLite"])
def test_a_listed_powered_by_feature_is_kept(credit: str) -> None:
    lines = kept_lines_scored(product_page(credit, in_list=True), {}, KEPT)
    assert credit in lines
    assert all(item in lines for item in ITEMS)


@pytest.mark.parametrize("credit", ["Proudly powered by WordPress", "Powered by Discuz! X3.4"])
def test_the_footers_credit_is_left_out(credit: str) -> None:
    lines = kept_lines_scored(product_page(credit, in_list=False), {}, KEPT)
    assert credit not in lines
    assert INTRO in lines
