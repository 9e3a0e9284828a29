"""Unicode script classes shared by recognition, decoding and extraction.

Ranges follow the Unicode 15 code charts; the Uyghur-specific letters are the
ones Uyghur Arabic script (UEY) writes and Arabic/Persian/Urdu do not, or do
not write as vowels (seed 002 §3.1; the recogniser issue lists them).

>>> is_tibetan("ཀ"), is_tibetan("a")
(True, False)
>>> TSHEG
'་'
"""

from __future__ import annotations

import re
import unicodedata

# --- Tibetan (U+0F00-U+0FFF) ---------------------------------------------
TIBETAN_FIRST, TIBETAN_LAST = 0x0F00, 0x0FFF
TSHEG = "\u0f0b"  # TIBETAN MARK INTERSYLLABIC TSHEG: the syllable dot
NB_TSHEG = "\u0f0c"  # TIBETAN MARK DELIMITER TSHEG BSTAR (non-breaking dot)
SHAD = "\u0f0d"  # TIBETAN MARK SHAD: clause end
TIBETAN_PUNCTUATION = "\u0f0b\u0f0c\u0f0d\u0f0e\u0f0f\u0f10\u0f11\u0f12\u0f14"

# Chinese national-standard Tibetan extension set A (GB/T 20542), seed 000 table 3.
PUA_EXTENSION_A_FIRST, PUA_EXTENSION_A_LAST = 0xF300, 0xF8FF
# Drikung Tibetan private-use encoding, seed 000 table 3.
DRIKUNG_FIRST, DRIKUNG_LAST = 0xE000, 0xF3A6
DRIKUNG_TSHEG = "\ue0df"

# --- Arabic script ---------------------------------------------------------
ARABIC_FIRST, ARABIC_LAST = 0x0600, 0x06FF
ARABIC_SUPPLEMENT_FIRST, ARABIC_SUPPLEMENT_LAST = 0x0750, 0x077F
# Presentation forms A and B (seed 002 §3.1: legacy Uyghur software wrote these).
PRESENTATION_A_FIRST, PRESENTATION_A_LAST = 0xFB50, 0xFDFF
PRESENTATION_B_FIRST, PRESENTATION_B_LAST = 0xFE70, 0xFEFF
TATWEEL = "\u0640"
AE = "\u06d5"  # ARABIC LETTER AE, Uyghur ە
HEH_FORMS_FOR_AE = (0xFEE9, 0xFEEA)  # HEH isolated, final: ە in legacy Uyghur fonts (seed 002 §3.1)

# --- Character-class bodies (regex escapes, for "[...]") ----------------------
# Every module that matches letters of a script builds its pattern from these.
TIBETAN_LETTER_RANGE = r"\u0f40-\u0fbc"  # consonants, vowel signs, subjoined letters
ARABIC_LETTER_RANGES = r"\u0620-\u064a\u066e-\u06d5\u06ee-\u06ff\u0750-\u077f"  # letters proper, with the Supplement
CJK_IDEOGRAPH_RANGES = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"  # Ext. A, Unified, Compatibility
PRESENTATION_FORM_RANGES = r"\ufb50-\ufdff\ufe70-\ufefe"  # forms A and B without U+FEFF (the BOM is no form)
KANA_RANGE = r"\u3040-\u30ff"  # Hiragana and Katakana
CYRILLIC_RANGE = r"\u0400-\u04ff"
HANGUL_RANGE = r"\uac00-\ud7af"  # Hangul syllables
LATIN_LETTER_RANGES = r"A-Za-z\u00c0-\u024f"  # ASCII, Latin-1 Supplement .. Latin Extended-B

# --- Regexes over these ranges ---------------------------------------------
# One letter per match (the DOM's per-node counts).
TIBETAN_LETTER_RE = re.compile(f"[{TIBETAN_LETTER_RANGE}]")
ARABIC_LETTER_RE = re.compile(f"[{ARABIC_LETTER_RANGES}]")
# A run of letters per match (a word or syllable: far fewer matches on long texts; letters are the
# sum of the runs' lengths).
TIBETAN_LETTER_RUNS_RE = re.compile(f"[{TIBETAN_LETTER_RANGE}]+")
ARABIC_LETTER_RUNS_RE = re.compile(f"[{ARABIC_LETTER_RANGES}]+")
HAN_RUNS_RE = re.compile(f"[{CJK_IDEOGRAPH_RANGES}]+")


def target_letter_count(text: str) -> int:
    """Tibetan plus Arabic-script letters in ``text`` (what ``Dom.target_letters`` sums over a node's subtree): for
    the few texts a step reads, without the page-wide count.

    >>> target_letter_count("ཀློག་ཐེངས། 12 كۆرۈلۈش")  # 8 Tibetan letters (a subjoined one and vowels too), 7 Arabic
    15
    """
    if text.isascii():
        return 0
    return (sum(map(len, TIBETAN_LETTER_RUNS_RE.findall(text)))
            + sum(map(len, ARABIC_LETTER_RUNS_RE.findall(text))))
KANA_RUNS_RE = re.compile(f"[{KANA_RANGE}]+")
HANGUL_RUNS_RE = re.compile(f"[{HANGUL_RANGE}]+")
CYRILLIC_RUNS_RE = re.compile(f"[{CYRILLIC_RANGE}]+")
LATIN_RUNS_RE = re.compile(f"[{LATIN_LETTER_RANGES}]+")

# Characters that are no text: those lxml refuses to store in a tree (XML 1.0 §2.2 ``Char``: C0
# controls but tab, LF and CR; surrogates; U+FFFE and U+FFFF) and DEL and the C1 controls
# U+007F-U+009F (XML 1.0 §2.2 "discouraged"; Unicode general category Cc: a windows-1252 page's
# undefined bytes 0x81, 0x8D, 0x8F, 0x90, 0x9D decode to them). libxml2's HTML parser keeps
# controls, raw or as references (``&#21;``), in the text it reads: the extracted text, the title
# and converted legacy runs drop them (clean Unicode; a tree refuses a run that holds a C0 one).
# The soft hyphen U+00AD goes too: an invisible hint where a word may break, it splits the word
# for every tokeniser and near-duplicate test downstream. So does U+FEFF: inside a text it is no
# zero-width no-break space (Unicode deprecated that use for U+2060, §23.8) but a byte-order mark
# left over where a page was pieced together (a PHP include saved with a BOM), and it splits the
# syllable or word it sits in front of.
# The bidirectional formatting characters go as well (UAX #9 §2: the embeddings and overrides
# U+202A-U+202E, the isolates U+2066-U+2069, the marks U+200E, U+200F and U+061C): they only
# steer how a renderer orders the text around them, the stored text is in logical order already,
# and an unbalanced one (U+202E RIGHT-TO-LEFT OVERRIDE with no U+202C) reverses the display of
# everything after it wherever the corpus is shown (Unicode TR #36 §2, CVE-2021-42574). So do
# U+2060 WORD JOINER (a line-breaking hint, UAX #14) and U+180E MONGOLIAN VOWEL SEPARATOR (a space
# before Unicode 6.3, stray format in Tibetan and Uyghur text). Kept: U+200C ZERO WIDTH NON-JOINER
# and U+200D ZERO WIDTH JOINER, which choose letter shapes (Unicode §23.2: Persian words, emoji
# sequences, Indic conjuncts); on a Uyghur page the decoder drops those next to Arabic letters,
# shaping hints of legacy software that Uyghur spelling has no use for
# (:func:`extract.uyghur_forms.drop_tatweel_and_joiners`). U+200B ZERO WIDTH SPACE is kept too: a
# word-break opportunity between words written without spaces.
# (regex character-class body)
BIDI_CONTROLS = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
NON_TEXT_CHARS_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\xad\ud800-\udfff\ufeff\ufffe\uffff"
                               + BIDI_CONTROLS + "\u2060\u180e]")
# The direction marks alone, which an RTL page sets around numbers ("\u200e2025-03-03\u200e") or after a label: the
# auto rules read a line's words without them (``extract.algorithms.auto.lines``; review h185: a Uyghur date line with
# an RLM after its label was read by no pattern, its Tibetan twin was).
BIDI_CONTROL_RE = re.compile(f"[{BIDI_CONTROLS}]")
# A sentence's last mark closing a line, closing quotes or brackets after it: the full stop, question and exclamation
# marks of Latin, Chinese (U+3002, U+FF01, U+FF1F), Tibetan (shad U+0F0D, nyis shad U+0F0E) and Arabic script (U+061F
# question mark, U+06D4 full stop) text. The auto rules read a line ending so as a sentence, not a label or a meta line.
SENTENCE_END_RE = re.compile(r"[.!?。！？།༎؟\u06d4]\W*$")


def storable(text: str) -> str:
    """``text`` without the characters of :data:`NON_TEXT_CHARS_RE` (the same str when it has none).

    >>> storable("ka\\x15kha\\ufffe"), storable("ca\\x81fé\\x7f"), storable("ka kha"), storable("مەك\\xadتەپ")
    ('kakha', 'café', 'ka kha', 'مەكتەپ')
    >>> storable("\\ufeffབོད་ཡིག"), storable("ཀ་ཁ\\u202eག་ང"), storable("\\u202bئۆي\\u202c \\u200fمەكتەپ")
    ('བོད་ཡིག', 'ཀ་ཁག་ང', 'ئۆي مەكتەپ')
    >>> storable("می\\u200cخواهم 👩\\u200d💻") == "می\\u200cخواهم 👩\\u200d💻"   # the joiners stay
    True
    """
    return NON_TEXT_CHARS_RE.sub("", text)


def storable_lines(text: str) -> str:
    """:func:`storable` for text of collapsed lines: a line that held only such characters goes, and the
    white space they stood between collapses again; then NFC (the same str when there is nothing to do).

    Every text taken out of a decoded tree (the rendered main text, titles, headings) passes here.
    Each text node of the tree is NFC, but text joined across nodes need not be: a vowel sign in the
    next ``<span>`` (a legacy font's sister font draws it) after a syllable with one of its own
    stands out of canonical order (UAX #15 §1.3, canonical ordering). ``unicodedata.normalize``
    returns its very argument when its quick check passes, so this costs one scan.

    >>> storable_lines("ka \\x15 kha\\n\\x15\\nga"), storable_lines("ka kha")
    ('ka kha\\nga', 'ka kha')
    >>> [hex(ord(c)) for c in storable_lines("\\u0f5b\\u0f72" + "\\u0f71")]   # ཛ ི + ཱ joined: ཱ before ི
    ['0xf5b', '0xf71', '0xf72']
    """
    clean = storable(text)
    if clean is not text:
        clean = "\n".join(filter(None, (" ".join(line.split()) for line in clean.split("\n"))))
    return unicodedata.normalize("NFC", clean)


def is_tibetan(ch: str) -> bool:
    """True for a character of the Tibetan block."""
    return TIBETAN_FIRST <= ord(ch) <= TIBETAN_LAST


def is_arabic(ch: str) -> bool:
    """True for a character of the Arabic and Arabic Supplement blocks."""
    cp = ord(ch)
    return ARABIC_FIRST <= cp <= ARABIC_LAST or ARABIC_SUPPLEMENT_FIRST <= cp <= ARABIC_SUPPLEMENT_LAST


def is_arabic_presentation_form(ch: str) -> bool:
    """True for Arabic Presentation Forms-A or -B."""
    cp = ord(ch)
    return PRESENTATION_A_FIRST <= cp <= PRESENTATION_A_LAST or PRESENTATION_B_FIRST <= cp <= PRESENTATION_B_LAST
