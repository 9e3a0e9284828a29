"""Uyghur as legacy software wrote it (seed 002 §3.1): NCRs, presentation forms, visual order."""

from __future__ import annotations

import re
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from extract.decode import decode_page
from extract.uyghur_forms import (
    ARABIC_LETTER_RE,
    JOINER_RE,
    decode_form_ncrs,
    drop_tatweel_and_joiners,
    fold_presentation_forms,
    is_uyghur,
    is_visual_order,
    restore_logical_order,
)

# Our own sentences.
SENTENCE = "مەكتەپتە بالىلار كىتاب ئوقۇيدۇ، ئۇلار ئۆگىنىشنى ياخشى كۆرىدۇ."
# "مەكتەپ كىتاب" written with contextual presentation forms, as legacy Uyghur software did:
# ە (U+06D5) is drawn with the HEH final form U+FEEA.
MEKTEP_FORMS = "\ufee3\ufeea\ufedb\ufe98\ufeea\ufb56"  # م ە ك ت ە پ
KITAB_FORMS = "\ufedb\ufbe9\ufe98\ufe8e\ufe8f"  # ك ى ت ا ب
MEKTEP, KITAB = "مەكتەپ", "كىتاب"
FORMS_LINE = " ".join([MEKTEP_FORMS, KITAB_FORMS] * 3)
LOGICAL_LINE = " ".join([MEKTEP, KITAB] * 3)


def html(body: str, head: str = "", lang: str = "ug") -> str:
    return f'<html lang="{lang}" dir="rtl"><head>{head}<title>t</title></head><body>{body}</body></html>'


def body_text(decoded) -> str:  # noqa: ANN001
    return decoded.root.find("body").text_content()


def test_heh_isolated_and_final_forms_fold_to_ae_on_uyghur_text() -> None:
    assert fold_presentation_forms(MEKTEP_FORMS, uyghur=True) == MEKTEP
    assert fold_presentation_forms("\ufee9", uyghur=True) == "\u06d5"  # isolated HEH -> ە
    assert is_uyghur(FORMS_LINE)  # ى in medial form is Uyghur-only
    assert fold_presentation_forms(FORMS_LINE) == LOGICAL_LINE


def test_plain_nfkc_would_be_wrong() -> None:
    assert unicodedata.normalize("NFKC", MEKTEP_FORMS) != MEKTEP


def test_arabic_text_without_uyghur_letters_keeps_heh() -> None:
    # "الله" and "مدرسه" in forms: no Uyghur-only letter, so U+FEEA stays ه.
    forms = "\ufee3\ufeaa\ufeae\ufeb3\ufeea"
    assert fold_presentation_forms(forms) == "مدرسه"
    assert not is_uyghur(forms)


# ه U+0647 written for ە (a code page or a converter without ە): back to ە in Uyghur text only.
AE_AS_HEH = {
    "Uyghur": (SENTENCE.replace("ە", "ه") * 3, SENTENCE * 3),
    "Uyghur quoting Arabic": (SENTENCE * 3 + " الله أكبر", SENTENCE * 3 + " الله أكبر"),
    "Arabic": ("ذهب الطالب إلى المدرسة في الصباح وهو سعيد جدا بهذا اليوم", None),
    "Persian": ("این کتاب را به دوستم هدیه دادم و او خیلی خوشحال شد", None),
    "Kazakh": ("مەن كۇندە مەكتەپكە بارامىن. ءبىز ۇيدە شاي ءىشتىك.".replace("ە", "ه") * 3, None),
}


@pytest.mark.parametrize(("text", "expected"), AE_AS_HEH.values(), ids=AE_AS_HEH)
def test_ae_written_as_heh_is_restored_in_uyghur_text_only(text: str, expected: str | None) -> None:
    decoded = decode_page(f"<html><head><meta charset='utf-8'></head><body><p>{text}</p></body></html>".encode())
    assert body_text(decoded) == (expected or text)
    assert any("ه (U+0647)" in note for note in decoded.conversions) is (expected not in (None, text))


def test_lam_alef_ligature_folds_to_two_letters() -> None:
    assert fold_presentation_forms("\ufeb3\ufefc\ufee1", uyghur=True) == "سلام"


def test_form_ncrs_are_decoded_others_left_to_the_parser() -> None:
    assert decode_form_ncrs("&#65251;&#xFEEA;&#1588;&amp;") == "\ufee3\ufeea&#1588;&amp;"


@pytest.mark.parametrize(
    ("text", "reversed_"),
    [
        (FORMS_LINE, False),
        (FORMS_LINE[::-1], True),
        (SENTENCE, False),
        ((SENTENCE + " ") * 2, False),
        (((SENTENCE + " ") * 2)[::-1], True),
        ("ئالما ئۆي ئات ئۇ ئىش ئەمەس", False),
        ("ئالما ئۆي ئات ئۇ ئىش ئەمەس"[::-1], True),
        ("short", False),
    ],
)
def test_visual_order_is_detected(text: str, reversed_: bool) -> None:
    assert is_visual_order(text) is reversed_


def test_restoring_logical_order_keeps_numbers_left_to_right() -> None:
    # Stored as displayed left to right: letters reversed, numbers not, brackets mirrored.
    stored = f"(1) {MEKTEP[::-1]} 2024 {KITAB[::-1]}"
    assert restore_logical_order(stored) == f"{KITAB} 2024 {MEKTEP} (1)"


def test_tatweel_and_joiners_next_to_arabic_letters_are_dropped() -> None:
    assert drop_tatweel_and_joiners("كىتـــاب\u200c ") == "كىتاب "
    assert drop_tatweel_and_joiners("a\u200db") == "a\u200db"  # not next to Arabic: kept
    assert drop_tatweel_and_joiners("می\u200cخواهم", uyghur=False) == "می\u200cخواهم"  # Persian ZWNJ


def _joiners_dropped_one_run_at_a_time(text: str) -> str:
    """The joiners' drop as it was written first, the specification: each run of joiners (``JOINER_RE``) goes when
    the character before it or after it is an Arabic letter (``ARABIC_LETTER_RE``)."""
    def drop(match: re.Match[str]) -> str:
        start, end = match.span()
        before = text[start - 1] if start else ""
        after = text[end] if end < len(text) else ""
        return "" if ARABIC_LETTER_RE.match(before) or ARABIC_LETTER_RE.match(after) else match.group()

    return JOINER_RE.sub(drop, text)


JOINER_LINES = [
    "كىتاب\u200cلار", "\u200cكىتاب", "كىتاب\u200d", "\u200c\u200d\u200c", "a\u200c\u200db", "👩\u200d💻 قەلەم\u200c",
    "\ufedb\u200c\u200d\ufbe9", "a\u200c\u200dب", "ب\u200c\u200da", "ب \u200c ا", "\u200c", "",
]


@pytest.mark.parametrize("text", JOINER_LINES)
def test_the_joiners_beside_arabic_letters_go_as_one_run_at_a_time_went(text: str) -> None:
    assert drop_tatweel_and_joiners(text) == _joiners_dropped_one_run_at_a_time(text)


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="\u200c\u200dكىتابa \ufedb\u0750💻\u06ff\u0700", max_size=16))
def test_the_joiners_beside_arabic_letters_go_as_one_run_at_a_time_went_on_any_text(text: str) -> None:
    assert drop_tatweel_and_joiners(text) == _joiners_dropped_one_run_at_a_time(text)


# --- through decode_page ------------------------------------------------------------


def test_page_language_decides_ae_when_the_text_has_no_uyghur_only_letter() -> None:
    decoded = decode_page(html(f"<p>{MEKTEP_FORMS}</p>", '<meta charset="utf-8">').encode())
    assert body_text(decoded) == MEKTEP
    decoded = decode_page(html(f"<p>{MEKTEP_FORMS}</p>", '<meta charset="utf-8">', lang="fa").encode())
    assert body_text(decoded) == "مهكتهپ"


def test_presentation_form_page_decodes_to_base_letters() -> None:
    decoded = decode_page(html(f"<p>{FORMS_LINE}</p>", '<meta charset="utf-8">').encode())
    assert body_text(decoded) == LOGICAL_LINE
    assert "presentation-forms" in decoded.source_families
    assert any("presentation forms" in note for note in decoded.conversions)


@pytest.mark.parametrize("charset", ["windows-1256", "windows-1252"])
def test_ncr_page_decodes(charset: str) -> None:
    body = html(f"<p>{SENTENCE}</p>", f'<meta http-equiv="Content-Type" content="text/html; charset={charset}">')
    raw = body.encode("cp1256" if charset == "windows-1256" else "cp1252", "xmlcharrefreplace")
    assert b"&#1735;" in raw  # ۇ has no byte in either code page
    decoded = decode_page(raw)
    assert body_text(decoded) == SENTENCE
    assert decoded.encoding == ("cp1256" if charset == "windows-1256" else "cp1252")


def test_ncrs_to_presentation_forms_are_folded() -> None:
    # Seed 002 table 1: windows-1252 pages write letters as references to their forms.
    raw = (f'<html lang="ug"><head><meta charset="windows-1252"><title>{KITAB_FORMS}</title></head>'
           f"<body><p>{FORMS_LINE}</p></body></html>")
    decoded = decode_page(raw.encode("cp1252", "xmlcharrefreplace"))
    assert body_text(decoded).endswith(LOGICAL_LINE)
    assert decoded.title == KITAB


def test_reversed_page_is_restored() -> None:
    stored = html(f"<p>{FORMS_LINE[::-1]}</p><p>{SENTENCE[::-1]}</p>", '<meta charset="utf-8">')
    decoded = decode_page(stored.encode())
    paragraphs = [p.text_content() for p in decoded.root.iter("p")]
    assert paragraphs == [LOGICAL_LINE, SENTENCE]
    assert any("visual order" in note for note in decoded.conversions)


def test_logical_page_is_not_reversed() -> None:
    decoded = decode_page(html(f"<p>{SENTENCE}</p>" * 3, '<meta charset="utf-8">').encode())
    assert [p.text_content() for p in decoded.root.iter("p")] == [SENTENCE] * 3
    assert decoded.conversions == []


# ئ before the vowels windows-1256 lacks (ۇ ۈ ۆ ې ە), as pages wrote it: the letter lost to "?"
# or U+FFFD, or kept apart from ئ by a joiner; the words still start with ئ.
VOWEL_WORDS = "ئۇيغۇر تىلى ئۆز ئېلىمىز ئەمەس ئۈچ ئۇلار ئۆگىنىدۇ."


@pytest.mark.parametrize("damage", [
    lambda text: text.translate(str.maketrans("ۇۈۆېە", "?????")),     # cp1256 bytes: "?" for what it lacks
    lambda text: text.translate(str.maketrans("ۇۈۆېە", "\ufffd" * 5)),
    lambda text: text.replace("ئ", "ئ\u200c"),
    lambda text: text.replace("ئ", "ئ&zwnj;"),
])
def test_logical_order_with_lost_or_joined_vowels_is_not_reversed(damage) -> None:  # noqa: ANN001
    text = damage(VOWEL_WORDS)
    decoded = decode_page(html(f"<p>{text}</p>" * 3, '<meta charset="utf-8">').encode())
    assert not any("visual order" in note for note in decoded.conversions)
    assert [p.text_content().split()[0][0] for p in decoded.root.iter("p")] == ["ئ"] * 3


# A Unicode page in logical order with one teaser of a legacy article stored in visual order
# (presentation forms as displayed, left to right): the teaser alone is reversed.
MENU_WORD = "بەت"   # no evidence either way: follows the page's base-letter text (logical)
HEADLINE = "ئەدەبىيات ۋە سەنئەت"
MIXED_PAGE = (f'<html lang="ug" dir="rtl"><head><meta charset="utf-8"><title>{HEADLINE}</title></head><body>'
              f"<nav><a href='/'>{MENU_WORD}</a></nav><h1>{HEADLINE}</h1><p>{SENTENCE}</p><p>{SENTENCE}</p>"
              f"<aside><a href='/old'>{FORMS_LINE[::-1]}</a></aside></body></html>")


def test_one_visual_order_teaser_on_a_logical_page_is_the_only_text_reversed() -> None:
    decoded = decode_page(MIXED_PAGE.encode())
    assert decoded.title == HEADLINE
    assert decoded.root.findtext(".//h1") == HEADLINE
    assert [p.text_content() for p in decoded.root.iter("p")] == [SENTENCE, SENTENCE]
    assert [a.text_content() for a in decoded.root.iter("a")] == [MENU_WORD, LOGICAL_LINE]
    assert any("visual order restored" in note and "(1 of 6 " in note for note in decoded.conversions)


def test_a_logical_attribute_on_a_visual_order_page_stays_logical() -> None:
    alt = "ئۇيغۇر ئەدەبىياتى"
    stored = html(f'<p>{FORMS_LINE[::-1]}</p><img alt="{alt}"><p>{FORMS_LINE[::-1]}</p>', '<meta charset="utf-8">')
    decoded = decode_page(stored.encode())
    assert [p.text_content() for p in decoded.root.iter("p")] == [LOGICAL_LINE, LOGICAL_LINE]
    assert decoded.root.find(".//img").get("alt") == alt


@pytest.mark.parametrize(("space", "reference"), [
    ("\xa0", "&nbsp;"), ("\xa0", "&#160;"), ("\xa0", "&#xA0;"), (" & ", "&amp;"), (' "', "&quot;"), (' "', "&#34;"),
])
def test_a_reversed_page_with_references_between_words_is_restored(space: str, reference: str) -> None:
    logical = space.join(SENTENCE.split())
    stored = logical[::-1].replace(space.strip() or space, reference)   # as displayed, escaped
    decoded = decode_page(html(f"<p>{stored}</p>" * 2, '<meta charset="utf-8">').encode())
    assert [p.text_content() for p in decoded.root.iter("p")] == [logical] * 2


def test_decoded_uyghur_is_nfc() -> None:
    decomposed = unicodedata.normalize("NFD", "ئۆي ۋە " + SENTENCE)
    decoded = decode_page(html(f"<p>{decomposed}</p>").encode())
    text = body_text(decoded)
    assert unicodedata.is_normalized("NFC", text)
    assert text == unicodedata.normalize("NFC", decomposed)
