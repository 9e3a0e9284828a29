"""Uyghur text as legacy software wrote it, back to logical Unicode (seed 002 §3.1).

Seed 002 §3.1: old Uyghur pages write letters as numeric character references
(``&#1588;``, some of them references to presentation forms, its table 1:
``&#65198;``), or as contextual Arabic presentation forms; the paper folds
every form of a letter to its base letter. This module does that on the page
text before the one parse (see :mod:`extract.decode`):

- :func:`decode_form_ncrs`: the references the string steps below must see
  (presentation forms, Private Use Area) become characters; all other
  references are left to the HTML parser, which decodes them in C;
- :func:`fold_presentation_forms`: NFKC of each form, except that the HEH
  isolated/final forms U+FEE9/U+FEEA become ە U+06D5 on a Uyghur page (legacy
  Uyghur software drew ە with them; plain NFKC would give ه U+0647, wrong in
  Uyghur). A page with no Uyghur letter keeps NFKC's ه (Arabic, Persian);
- :func:`is_visual_order` / :func:`restore_logical_order`: text stored in
  reversed (visual, left-to-right) order is recognised by where the letters
  stand in the words and put back in logical order;
  :func:`restore_visual_stretches` does it stretch by stretch (a text node, a
  tag's attributes), for pages that mix legacy visual-order text (a teaser of
  an old article in presentation forms) with logical-order Unicode: only the
  stretches whose words test as visual order are reversed;
- :func:`drop_tatweel_and_joiners`: tatweel (U+0640) and the zero-width
  joiner/non-joiner next to Arabic letters carry no meaning in Uyghur and
  are dropped (a page without Uyghur letters keeps its ZWNJ: Persian needs it);
- :func:`writes_ae_as_heh` / :func:`restore_ae`: Uyghur text that holds ه U+0647
  for ە (windows-1256 has no ە; NFKC, or an outside converter, folds the HEH forms
  legacy fonts drew ە with to ه) gets its ە back. Only text that reads as Uyghur
  by the recogniser's letter test and holds more ه than ە
  (:attr:`extract.uyghur.ArabicStats.writes_ae_as_heh`): Arabic, Persian and
  Kazakh keep their ه, and a Uyghur page quoting Arabic keeps the quotation's;
  ھ U+06BE, Uyghur h, is another letter.

>>> fold_presentation_forms("\\ufef3\\ufeae") == "\\u064a\\u0631"
True
>>> fold_presentation_forms("\\ufead\\ufbfe\\ufeea", uyghur=True)
'ریە'
"""

from __future__ import annotations

import re
import unicodedata

from extract.references import CHARACTER_REFERENCE_RE
from extract.uyghur import arabic_stats
from extract.scripts import (
    AE,
    HEH_FORMS_FOR_AE,
    PRESENTATION_FORM_RANGES,
    PRESENTATION_A_FIRST,
    PRESENTATION_A_LAST,
    PRESENTATION_B_FIRST,
    PRESENTATION_B_LAST,
    TATWEEL,
)

ZWNJ, ZWJ = "\u200c", "\u200d"
HEH = "\u0647"  # ARABIC LETTER HEH: no Uyghur letter; ە written so where a code page or NFKC lacked it

# --- evidence thresholds ------------------------------------------------------
# Visual order is claimed when the reversed-order evidence outnumbers the
# logical-order evidence by this factor and reaches this count (words).
VISUAL_ORDER_RATIO = 2.0
VISUAL_ORDER_MIN_WORDS = 5
# Characters of text examined for the order (from the first Arabic-script letter):
# thousands of words, enough evidence, bounded cost on long pages.
VISUAL_ORDER_SAMPLE = 4000


def _form_codepoints() -> list[int]:
    return [*range(PRESENTATION_A_FIRST, PRESENTATION_A_LAST + 1),
            *range(PRESENTATION_B_FIRST, PRESENTATION_B_LAST)]  # U+FEFF (BOM) is not a form


def _build_fold_table(ae: bool) -> dict[int, str]:
    table: dict[int, str] = {}
    for cp in _form_codepoints():
        folded = unicodedata.normalize("NFKC", chr(cp))
        if folded != chr(cp):
            table[cp] = folded
    if ae:
        for cp in HEH_FORMS_FOR_AE:
            table[cp] = AE
    return table


# Presentation form -> base letters, for Uyghur pages and for other pages.
FOLD_TABLE_UYGHUR = _build_fold_table(ae=True)
FOLD_TABLE_ARABIC = _build_fold_table(ae=False)


def _forms_named(kind: str) -> str:
    return "".join(chr(cp) for cp in _form_codepoints()
                   if unicodedata.name(chr(cp), "").endswith(f"{kind} FORM"))


INITIAL_FORMS = _forms_named("INITIAL")
FINAL_FORMS = _forms_named("FINAL")
_ARABIC_CHARS = "\u0600-\u06ff\u0750-\u077f" + PRESENTATION_FORM_RANGES

# --- regexes --------------------------------------------------------------
# Numeric character references to presentation forms or the Private Use Area
# (decimal 57344-65279, hex E000-FEFF); the parser decodes all others.
FORM_NCR_RE = re.compile(r"&#(?:([5-6]\d{4})|[xX]0*([eEfF][0-9a-fA-F]{3}));?")
# A run of presentation forms (with the spaces between them: fewer, longer runs).
# (U+FEFF, the byte-order mark, is no presentation form.)
PRESENTATION_FORM_RE = re.compile(f"[{PRESENTATION_FORM_RANGES}](?:[{PRESENTATION_FORM_RANGES} \u00a0]*"
                                  f"[{PRESENTATION_FORM_RANGES}])?")
ARABIC_LETTER_RE = re.compile(f"[{_ARABIC_CHARS}]")
# Uyghur-only letters, base or presentation forms: ۆ ۇ ۈ ۋ ې ە (U+06C6-8, 06CB, 06D0, 06D5),
# ڭ ھ (U+06AD, 06BE), their forms U+FBD3-U+FBFB and U+FBAA-U+FBAD; tested on the page's
# UTF-8 bytes (a bytes regex is several times faster than a str character class).
UYGHUR_LETTER_RE = re.compile(rb"\xdb[\x86-\x88\x8b\x90\x95]|\xda[\xad\xbe]|\xef\xaf[\x93-\xbb]|\xef\xae[\xaa-\xad]")
# Evidence of the order, each pattern led by a character class (fast in sre):
# in logical order a word never ends in an initial form (it joins the next
# letter) and often ends in a final form; stored reversed, the logical first
# letter (initial form) ends the word and the final form starts it.
# A word goes on past a letter followed by another letter, and also by what stands for a
# letter in damaged text: a "?" or U+FFFD (a letter the code page lacked: cp1256 has no
# ۇ ۈ ۆ ې ە, the vowels that follow ئ) or a joiner. (The sample is read with its
# references decoded: ``extract.decode._arabic_sample``.)
_WORD_GOES_ON = f"{_ARABIC_CHARS}?\ufffd\u200c\u200d"
INITIAL_AT_END_RE = re.compile(f"[{INITIAL_FORMS}](?![{_WORD_GOES_ON}])")
FINAL_AT_END_RE = re.compile(f"[{FINAL_FORMS}](?![{_WORD_GOES_ON}])")
# ئ (U+0626, its forms U+FE89-U+FE8C, the Uyghur hamza-yeh ligatures U+FBEA-U+FBFB)
# opens every vowel-initial Uyghur word and almost never ends one.
_HAMZA_YEH = "\u0626\ufe89-\ufe8c\ufbea-\ufbfb"
HAMZA_YEH_RE = re.compile(f"[{_HAMZA_YEH}]")
HAMZA_YEH_AT_END_RE = re.compile(f"[{_HAMZA_YEH}](?![{_WORD_GOES_ON}])")
HAMZA_YEH_AT_START_RE = re.compile(f"(?<![{_WORD_GOES_ON}])[{_HAMZA_YEH}]")
# A stretch of the page between two markup delimiters: a text node's text, or the inside of a
# tag (its attribute values). A right-to-left run never crosses one (RTL_RUN_RE has no < >),
# so each stretch is reversed, or kept, as a whole.
STRETCH_RE = re.compile(r"[^<>]+")
PRESENTATION_FORM_CHAR_RE = re.compile(f"[{PRESENTATION_FORM_RANGES}]")
# A right-to-left run on one line: Arabic letters with the spaces, digits and
# neutral punctuation between them (never markup: no < > = " ').
# Punctuation and digits at either end of the run belong to it (the line is
# right-to-left), spaces only between them.
# Noncharacters (Unicode §23.7: never in interchanged text) that stand in for the references
# to markup characters (``&quot;``, ``&amp;``, ...) while the runs are reversed: neutral, like
# the punctuation they stand for, and one character, so no ";" of theirs joins a run.
HELD_REFERENCES = "".join(chr(cp) for cp in range(0xFDD0, 0xFDF0))
_NEUTRAL_EDGE = f"0-9\\u0660-\\u0669.,:;!?()«»\\-{HELD_REFERENCES}"
_NEUTRAL = f" \\t\\u00a0{_NEUTRAL_EDGE}"
RTL_RUN_RE = re.compile(f"(?:[{_NEUTRAL_EDGE}][{_NEUTRAL}]*)?[{_ARABIC_CHARS}]"
                        f"(?:[{_ARABIC_CHARS}{_NEUTRAL}]*[{_ARABIC_CHARS}])?(?:[{_NEUTRAL}]*[{_NEUTRAL_EDGE}])?")
DIGITS_RE = re.compile("[0-9\u0660-\u0669]+")
MIRRORED = str.maketrans("()«»[]", ")(»«][")
# Runs of joiners (kept unless an Arabic-script letter stands next to them).
JOINER_RE = re.compile("[\u200c\u200d]+")
# A run of joiners with an Arabic letter before or after it: what ``drop_tatweel_and_joiners`` drops, in one sub
# without a Python call per run (a Uyghur page writes thousands of ZWNJs). It opens with a joiner, so the engine skips
# to each joiner in C (lookarounds first were tried at every character of the page); the first joiner's lookbehind
# reads the letter before it, the last's lookahead the one after the run. The run is read whole (JOINER_RE's): from
# inside one the lookbehind sees a joiner and the lookahead what it saw from the run's start.
JOINER_BESIDE_ARABIC_RE = re.compile(
    f"[\u200c\u200d](?:(?<=[{_ARABIC_CHARS}][\u200c\u200d])[\u200c\u200d]*|[\u200c\u200d]*(?=[{_ARABIC_CHARS}]))")


def _ncr_char(match: re.Match[str]) -> str:
    decimal, hexadecimal = match.groups()
    cp = int(decimal) if decimal else int(hexadecimal, 16)
    if 0xE000 <= cp <= 0xFEFF:
        return chr(cp)
    return match.group()


def decode_form_ncrs(text: str) -> str:
    """Decode the references to presentation forms and Private-Use characters.

    >>> decode_form_ncrs("&#65198;&#1585;&#xFEE9;&#59000")
    'ﺮ&#1585;ﻩ\\ue678'
    """
    return FORM_NCR_RE.sub(_ncr_char, text)


def _utf8(text: str | bytes) -> bytes:
    return text.encode("utf-8", "replace") if isinstance(text, str) else text


def is_uyghur(text: str | bytes) -> bool:
    """True when the text (or its UTF-8 bytes) has a letter only Uyghur writes.

    >>> is_uyghur("كىتاب ۋە"), is_uyghur("كتاب")
    (True, False)
    """
    return UYGHUR_LETTER_RE.search(_utf8(text)) is not None


def fold_presentation_forms(text: str, uyghur: bool | None = None) -> str:
    """Presentation forms -> base letters (NFKC), HEH isolated/final -> ە on Uyghur pages.

    ``uyghur=None`` decides from the text itself (:func:`is_uyghur`).
    Only the runs of presentation forms are touched, so the rest of the page
    is not normalised here.
    """
    if uyghur is None:
        uyghur = is_uyghur(text)
    table = FOLD_TABLE_UYGHUR if uyghur else FOLD_TABLE_ARABIC
    return PRESENTATION_FORM_RE.sub(lambda m: m.group().translate(table), text)


def is_visual_order(text: str) -> bool:
    """True when the Arabic-script words of ``text`` are stored reversed (visual order).

    The caller may pass a sample (:data:`VISUAL_ORDER_SAMPLE` characters from
    the Arabic-script text): word shapes are uniform over a page. Evidence:
    with presentation forms, initial forms ending words outnumber final forms
    ending words; with base letters, most ئ end words instead of starting them.

    >>> logical = "\ufe8b\ufeee\ufef3\ufe92\ufeee\ufeae " * 5
    >>> is_visual_order(logical), is_visual_order(logical[::-1])
    (False, True)
    >>> is_visual_order("ئالما ئۆي ئات ئۇ ئىش "[::-1] * 2), is_visual_order("ئالما ئۆي ئات ئۇ ئىش " * 2)
    (True, False)
    """
    initial_at_end = len(INITIAL_AT_END_RE.findall(text))
    final_at_end = len(FINAL_AT_END_RE.findall(text))
    if initial_at_end + final_at_end >= VISUAL_ORDER_MIN_WORDS:
        return initial_at_end >= VISUAL_ORDER_MIN_WORDS and initial_at_end > VISUAL_ORDER_RATIO * final_at_end
    hamza_at_end = len(HAMZA_YEH_AT_END_RE.findall(text))
    hamza = len(HAMZA_YEH_RE.findall(text))
    return hamza_at_end >= VISUAL_ORDER_MIN_WORDS and hamza_at_end * VISUAL_ORDER_RATIO > hamza


def order_evidence(text: str) -> tuple[int, int]:
    """(visual, logical): the words of ``text`` whose shape says it is stored reversed, and in logical order.

    Visual: a word ending in an initial form, or in ئ; logical: a word ending in a final
    form, or starting with ئ (the evidence of :func:`is_visual_order`, counted both ways).

    >>> kitab_sir = "\ufedb\ufbe9\ufe98\ufe8e\ufe8f \ufeb3\ufeae"   # كىتاب سر in presentation forms
    >>> order_evidence(kitab_sir), order_evidence(kitab_sir[::-1]), order_evidence("ئالما ئۆي")
    ((0, 1), (2, 0), (0, 2))
    """
    visual = len(INITIAL_AT_END_RE.findall(text)) + len(HAMZA_YEH_AT_END_RE.findall(text))
    logical = len(FINAL_AT_END_RE.findall(text)) + len(HAMZA_YEH_AT_START_RE.findall(text))
    return visual, logical


def restore_visual_stretches(text: str) -> tuple[str, int, int]:
    """(``text`` with the stretches stored in visual order restored, stretches restored, Arabic-script stretches).

    A stretch (:data:`STRETCH_RE`: a text node, a tag's attributes) is reversed
    (:func:`restore_logical_order`) when its words hold more visual-order than
    logical-order evidence (:func:`order_evidence`). A stretch with as much of
    each (a menu word like "بەت", no evidence at all) follows the page: the
    stretches of its kind (presentation forms, or base letters), else all the
    page's, are visual order by :data:`VISUAL_ORDER_RATIO` to one. So a page all in
    visual order is restored whole, and one legacy teaser on a Unicode page
    reverses that teaser alone.

    >>> kitab_sir = "\ufedb\ufbe9\ufe98\ufe8e\ufe8f \ufeb3\ufeae"   # كىتاب سر in presentation forms
    >>> page = "<h1>ئەدەبىيات</h1><p>بەت</p><a>" + kitab_sir[::-1] + "</a>"
    >>> restored, reversed_, stretches = restore_visual_stretches(page)
    >>> restored == "<h1>ئەدەبىيات</h1><p>بەت</p><a>" + kitab_sir + "</a>", reversed_, stretches
    (True, 1, 3)
    """
    stretches: list[tuple[int, int, bool, int, int]] = []  # (start, end, forms, visual, logical)
    totals = {True: [0, 0], False: [0, 0]}  # forms? -> [visual, logical]
    for match in STRETCH_RE.finditer(text):
        stretch = match.group()
        if ARABIC_LETTER_RE.search(stretch) is None:
            continue
        forms = PRESENTATION_FORM_CHAR_RE.search(stretch) is not None
        visual, logical = order_evidence(stretch)
        totals[forms][0] += visual
        totals[forms][1] += logical
        stretches.append((match.start(), match.end(), forms, visual, logical))
    page = _mostly_visual(totals[True][0] + totals[False][0], totals[True][1] + totals[False][1])
    kind_visual = {forms: _mostly_visual(*counts) if any(counts) else page for forms, counts in totals.items()}
    out: list[str] = []
    done = restored = 0
    for start, end, forms, visual, logical in stretches:
        if visual > logical or (visual == logical and kind_visual[forms]):
            out.append(text[done:start])
            out.append(restore_logical_order(text[start:end]))
            done = end
            restored += 1
    out.append(text[done:])
    return "".join(out), restored, len(stretches)


def _mostly_visual(visual: int, logical: int) -> bool:
    return visual > VISUAL_ORDER_RATIO * logical


def _reverse_run(match: re.Match[str]) -> str:
    run = match.group()[::-1].translate(MIRRORED)
    return DIGITS_RE.sub(lambda m: m.group()[::-1], run)


def restore_logical_order(text: str) -> str:
    """Reverse every right-to-left run of a line, keeping numbers left-to-right.

    The references to markup characters (:func:`extract.references.decode_text_references`
    leaves them) move with the run as the characters they stand for.

    >>> restore_logical_order("ﺏﺎﺘﯩﻛ 12 ﻦﯩﺗ")
    'ﺗﯩﻦ 12 ﻛﯩﺘﺎﺏ'
    >>> restore_logical_order("ﺏﺎﺘﯩﻛ&quot; ﻦﯩﺗ&amp;")
    '&amp;ﺗﯩﻦ &quot;ﻛﯩﺘﺎﺏ'
    """
    held: dict[str, str] = {}

    def hold(match: re.Match[str]) -> str:
        reference = match.group()
        if reference not in held and len(held) < len(HELD_REFERENCES):
            held[reference] = HELD_REFERENCES[len(held)]
        return held.get(reference, reference)

    if "&" in text:
        text = CHARACTER_REFERENCE_RE.sub(hold, text)
    text = RTL_RUN_RE.sub(_reverse_run, text)
    for reference, stand_in in held.items():
        text = text.replace(stand_in, reference)
    return text


def drop_tatweel_and_joiners(text: str, uyghur: bool = True) -> str:
    """Drop tatweel; on a Uyghur page also the joiners next to Arabic letters.

    >>> drop_tatweel_and_joiners("ســـلام\u200cقەلەم 👩\u200d💻")
    'سلامقەلەم 👩\u200d💻'
    """
    if TATWEEL in text:
        text = text.replace(TATWEEL, "")
    if uyghur and (ZWNJ in text or ZWJ in text):
        text = JOINER_BESIDE_ARABIC_RE.sub("", text)
    return text


def writes_ae_as_heh(sample: str) -> bool:
    """True when a text (a sample of it) is Uyghur that writes ە as ه: the recogniser's letter test passes with
    its ه counted as ە, and it holds more ه than ە.

    >>> writes_ae_as_heh("قهشقهرده ئانار يىغىمى باشلاندى، دېھقانلار خۇشال بولدى"), writes_ae_as_heh("قەشقەردە ئانار")
    (True, False)
    >>> writes_ae_as_heh("اللغة العربية هي لغة جميلة يتحدث بها الملايين من الناس")
    False
    """
    stats = arabic_stats(sample)
    return stats.writes_ae_as_heh and stats.is_uyghur


def restore_ae(text: str) -> str:
    """Every ه U+0647 of a text that writes ە as ه (:func:`writes_ae_as_heh`) as ە U+06D5.

    >>> restore_ae("قهشقهرده")
    'قەشقەردە'
    """
    return text.replace(HEH, AE)
