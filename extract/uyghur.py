"""Uyghur letter statistics for recognition: Arabic, Latin (ULY) and Cyrillic script.

Uyghur Arabic script (UEY) writes every vowel and has its own letters (the
issue; seed 002 §3.1): ې ۆ ۈ ۇ ڭ ۋ ھ ئ ە. Arabic, Persian, Urdu, Pashto,
Kazakh/Kyrgyz in Arabic script and Sorani Kurdish are told from it by shares of
the Arabic letters of a text:

- ``alphabet_share``: letters of the 32-letter UEY alphabet. Arabic writes
  ة ث ح ذ ص ض ط ظ ع ء أ إ and harakat, Persian/Urdu ی ک ہ ے ٹ ڈ ڑ ں,
  Pashto ټ ډ ړ ږ ښ ګ ڼ ې ی, Kazakh ٵ ٶ ٷ ٴ, Kyrgyz ۅ ۉ: none of them UEY.
- ``specific_share``: ې ۆ ۈ ئ, which Uyghur writes for é, o, ü and every
  word-initial vowel, and its neighbours write otherwise or not at all.
- ``sorani_share``: ڕ ڵ ێ (rr, ll, ê). Sorani writes ە ۆ ھ and a word-initial
  ئ as Uyghur does, and typed with Arabic ي ك rather than Persian ی ک its
  letters are UEY letters but for these three, which Uyghur never writes.

ه U+0647 is no UEY letter (Uyghur writes h ھ and e ە), but a text with more ه
than ە writes its ە so (an outside converter; NFKC of the HEH presentation forms
legacy Uyghur fonts drew ە with), and its ه count in the alphabet
(:attr:`ArabicStats.writes_ae_as_heh`); :mod:`extract.decode` writes them back as ە.

Presentation forms (U+FB50-U+FEFF) count as the base letters they fold to (NFKC,
except HEH isolated/final U+FEE9/U+FEEA which legacy Uyghur fonts used for ە),
read from tables built from those folds (no folding of the text itself), and
letters in decomposed form (NFD: ئ as ي and U+0654) as the composed ones.

ULY Latin and Uyghur Cyrillic are recognised by their letters too
(:func:`latin_uyghur_score`, :func:`cyrillic_uyghur_score`).

>>> s = arabic_stats("ئۇيغۇر تىلى بىلەن يېزىلغان")
>>> s.is_uyghur
True
>>> arabic_stats("اللغة العربية هي لغة جميلة").is_uyghur
False
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from extract.scripts import AE, CYRILLIC_RANGE, HEH_FORMS_FOR_AE

# The 32 letters of the Uyghur Arabic-script alphabet (UEY).
UEY_ALPHABET = "اەبپتجچخدرزژسشغفقكگڭلمنھوۇۆۈۋېىيئ"
# Letters that only Uyghur among its Arabic-script neighbours writes as it does:
# ې ۆ ۈ (é, o, ü; Kazakh/Kyrgyz write ٶ ٷ ۅ ۉ) and ئ, the carrier of every word-initial vowel
# (Kazakh/Kyrgyz write ٴ or nothing). Pashto also has ې and Urdu ئ, but not the UEY alphabet.
UYGHUR_SPECIFIC = "ېۆۈئ"

# Arabic letters proper (U+0620-U+064A, U+066E-U+06D5, U+06EE-U+06FF), as low bytes of U+06xx.
_ARABIC_LETTER_LOW = frozenset([*range(0x20, 0x4B), *range(0x6E, 0xD6), *range(0xEE, 0x100)])

# --- thresholds, measured on recognition-dev (per page, visible Arabic-script text):
#     Uyghur: alphabet share >= 0.999, specific share 0.06-0.09;
#     Kazakh/Kyrgyz in Arabic script: alphabet 0.91-0.972, specific 0.000;
#     Arabic, Persian, Urdu, Punjabi, Saraiki, Pashto, Malay (Jawi): alphabet 0.63-0.83, 0.65-0.87 with
#     their ه (they write no ە: ه counts, writes_ae_as_heh), specific 0.000-0.028 (Pashto ې).
MIN_ALPHABET_SHARE = 0.93  # share of Arabic letters that are UEY letters (leaves room for loanword letters)
MIN_SPECIFIC_SHARE = 0.03  # share of Arabic letters that are ې ۆ ۈ ئ
MIN_UYGHUR_LETTERS = 20  # letters: below this a text is too short to tell (a logo, a name)
# Sorani Kurdish's own letters ڕ ڵ ێ (U+0695, U+06B5, U+06CE), none of them Uyghur: recognition-dev's and
# extraction-dev's Uyghur hold none; our own Sorani sentences 0.037-0.047 of their letters.
SORANI_LETTERS = "\u0695\u06b5\u06ce"
MAX_SORANI_SHARE = 0.005  # share of Arabic letters that are ڕ ڵ ێ (a Kurdish name in a Uyghur article passes)


def _delete_table(keep: Iterable[int]) -> bytes:
    kept = set(keep)
    return bytes(b for b in range(256) if b not in kept)


# bytes.translate(None, delete) tables on the low bytes of UTF-16-LE U+06xx code units.
_DELETE_NON_LETTER = _delete_table(_ARABIC_LETTER_LOW)
_DELETE_NON_ALPHABET = _delete_table(ord(c) & 0xFF for c in UEY_ALPHABET)
_DELETE_NON_SPECIFIC = _delete_table(ord(c) & 0xFF for c in UYGHUR_SPECIFIC)
_DELETE_NON_SORANI = _delete_table(ord(c) & 0xFF for c in SORANI_LETTERS)
# Letters in decomposed form (NFD, Unicode UAX #15): MADDA ABOVE, HAMZA ABOVE, HAMZA BELOW U+0653-U+0655 after
# ا و ي ە ہ ے compose under NFC (آ أ ؤ إ ئ ۀ ۂ ۓ). The pair counts as the composed letter, by its low bytes and
# what that changes (alphabet, specific, ae): the base letter counted already, the mark is no letter. (NFC of
# the sample would cost ~0.15 ms a Persian page, whose ezafe hamza stays U+0654; a mark ordered after
# harakat, which Uyghur does not write, is not counted.)
_DELETE_NON_COMPOSING = _delete_table([0x53, 0x54, 0x55])
_COMPOSED_PAIRS = (
    (b"\x4a\x54", (0, 1, 0)),  # ي + hamza above: ئ, a UEY letter and a specific one
    (b"\x27\x53", (-1, 0, 0)),  # ا + madda: آ, no UEY letter
    (b"\x27\x54", (-1, 0, 0)),  # ا + hamza above: أ
    (b"\x27\x55", (-1, 0, 0)),  # ا + hamza below: إ
    (b"\x48\x54", (-1, 0, 0)),  # و + hamza above: ؤ
    (b"\xd5\x54", (-1, 0, -1)),  # ە + hamza above: ۀ (ہ ے with it are no UEY letters either way)
)
_HEH_LOW, _AE_LOW = b"\x47", AE.encode("utf-16-le")[:1]  # ه U+0647, ە U+06D5
# UTF-16 high bytes: 0xFF for U+06xx (the mask that keeps their low bytes), 0x00 elsewhere.
_ARABIC_HIGH_MASK = bytes(0xFF if b == 0x06 else 0x00 for b in range(256))
# Presentation forms U+FB50-U+FDFF and U+FE70-U+FEFE: high bytes FB..FE, and the low-byte
# ranges of FB (0x50-0xFF) and FE (0x70-0xFE); a masked-out 0x00 is never one.
_DELETE_NON_FORM_HIGH = _delete_table(range(0xFB, 0xFF))
_FB_MASK = bytes(0xFF if b == 0xFB else 0x00 for b in range(256))
_FE_MASK = bytes(0xFF if b == 0xFE else 0x00 for b in range(256))
_DELETE_NON_FB_FORM = _delete_table(range(0x50, 0x100))
_DELETE_NON_FE_FORM = _delete_table(range(0x70, 0xFF))


@dataclass(frozen=True)
class ArabicStats:
    """Letter counts of the Arabic-script text of a page (presentation forms as the letters they fold to)."""

    letters: float  # Arabic letters proper
    alphabet: float  # of them, letters of the UEY alphabet
    specific: float  # of them, ې ۆ ۈ ئ
    presentation_forms: int = 0  # presentation-form characters read
    heh: float = 0  # of them, ه U+0647 (no UEY letter)
    ae: float = 0  # of them, ە U+06D5
    sorani: float = 0  # of them, ڕ ڵ ێ

    @property
    def writes_ae_as_heh(self) -> bool:
        """More ه than ە: the text writes Uyghur's ە as ه (an outside converter, NFKC of the HEH forms legacy
        Uyghur fonts drew ە with), and its ه are UEY letters. A Uyghur text that quotes Arabic writes ە far
        more often (extraction-dev's Uyghur: at most 21 ه beside 5,669 ە)."""
        return self.heh > self.ae

    @property
    def alphabet_share(self) -> float:
        """UEY letters per Arabic letter, ه among them where the text writes ە as ه."""
        alphabet = self.alphabet + self.heh if self.writes_ae_as_heh else self.alphabet
        return min(1.0, alphabet / self.letters) if self.letters > 0 else 0.0

    @property
    def specific_share(self) -> float:
        return self.specific / self.letters if self.letters > 0 else 0.0

    @property
    def sorani_share(self) -> float:
        return self.sorani / self.letters if self.letters > 0 else 0.0

    @property
    def reads_as_uyghur(self) -> bool:
        """The shares of Uyghur, whatever the length (:func:`extract.extraction.main_language` names short texts)."""
        return (self.alphabet_share >= MIN_ALPHABET_SHARE and self.specific_share >= MIN_SPECIFIC_SHARE
                and self.sorani_share <= MAX_SORANI_SHARE)

    @property
    def is_uyghur(self) -> bool:
        """The shares of Uyghur on a text long enough to tell (``MIN_UYGHUR_LETTERS``)."""
        return self.letters >= MIN_UYGHUR_LETTERS and self.reads_as_uyghur

    def beside(self, part: ArabicStats, weight: float, scale: float = 1.0) -> ArabicStats:
        """These counts with a part of the text (``part``: its letters inside links) weighing ``weight``.

        ``part`` was counted on a text ``scale`` times smaller than its share of this one
        (both read on samples); no count goes below zero.

        >>> whole, links = ArabicStats(100, 100, 3), ArabicStats(40, 40, 3)
        >>> whole.specific_share, round(whole.beside(links, 0.25).specific_share, 3)
        (0.03, 0.011)
        """
        cut = (1 - weight) * scale
        return ArabicStats(max(0.0, self.letters - cut * part.letters), max(0.0, self.alphabet - cut * part.alphabet),
                           max(0.0, self.specific - cut * part.specific), self.presentation_forms,
                           max(0.0, self.heh - cut * part.heh), max(0.0, self.ae - cut * part.ae),
                           max(0.0, self.sorani - cut * part.sorani))


_HEH_ISOLATED, _HEH_FINAL = map(chr, HEH_FORMS_FOR_AE)


def fold_forms(text: str) -> str:
    """Presentation forms to base letters; U+FEE9/U+FEEA (HEH isolated/final) to ە U+06D5."""
    text = text.replace(_HEH_ISOLATED, AE).replace(_HEH_FINAL, AE)
    return unicodedata.normalize("NFKC", text)


def arabic_stats(text: str) -> ArabicStats:
    """Letter shares of the Arabic-script part of ``text`` (C-level passes over UTF-16 code units).

    The low bytes of the U+06xx code units are cut out of the whole text at once:
    the UTF-16 high bytes become a mask (0xFF for U+06xx, 0x00 elsewhere) ANDed
    with the low bytes as two big integers, so every other character becomes
    0x00, which no letter table keeps. Presentation forms are counted the same
    way (high byte and low-byte range), and their letters by the fold tables
    (:func:`_folded_form_lows`).
    """
    u16 = text.encode("utf-16-le", "surrogatepass")
    high = u16[1::2]
    low_all = int.from_bytes(u16[0::2], "little")
    pieces = [_masked(low_all, high, _ARABIC_HIGH_MASK)]  # the Arabic letters proper, then the forms' folds
    letters = alphabet = specific = forms = 0
    if high.translate(None, _DELETE_NON_FORM_HIGH):
        forms = high.count(0xFC) + high.count(0xFD) + sum(
            len(_masked(low_all, high, mask).translate(None, delete))
            for mask, delete in ((_FB_MASK, _DELETE_NON_FB_FORM), (_FE_MASK, _DELETE_NON_FE_FORM)))
        if forms and (pieces[0].translate(None, _DELETE_NON_NFKC_CHANGED) or
                      high.translate(None, _DELETE_NON_SURROGATE_HIGH)):
            folded = fold_forms(text).encode("utf-16-le", "surrogatepass")
            pieces = [_masked(int.from_bytes(folded[0::2], "little"), folded[1::2], _ARABIC_HIGH_MASK)]
        elif forms:
            pieces += _folded_form_lows(low_all, high)
            letters, alphabet, specific = _fold_extras(text)
    low = b"".join(pieces)
    letters += len(low.translate(None, _DELETE_NON_LETTER))
    if not letters:
        return ArabicStats(0, 0, 0, forms)
    alphabet_change, specific_change, ae_change = _decomposed_letters(pieces[0])
    alphabet += len(low.translate(None, _DELETE_NON_ALPHABET)) + alphabet_change
    specific += len(low.translate(None, _DELETE_NON_SPECIFIC)) + specific_change
    return ArabicStats(letters, alphabet, specific, forms, low.count(_HEH_LOW), low.count(_AE_LOW) + ae_change,
                       len(low.translate(None, _DELETE_NON_SORANI)))


def _decomposed_letters(low: bytes) -> tuple[int, int, int]:
    """(alphabet, specific, ae) changes that count the decomposed letters of a text as the composed ones, from the
    low bytes of its U+06xx characters (0x00 elsewhere: a letter and its mark stand side by side).

    >>> _decomposed_letters("\u064a\u0654 \u0627\u0654 \u0627".encode("utf-16-le")[0::2])
    (-1, 1, 0)
    """
    if not low.translate(None, _DELETE_NON_COMPOSING):
        return 0, 0, 0
    alphabet = specific = ae = 0
    for pair, (to_alphabet, to_specific, to_ae) in _COMPOSED_PAIRS:
        found = low.count(pair)
        alphabet, specific, ae = alphabet + found * to_alphabet, specific + found * to_specific, ae + found * to_ae
    return alphabet, specific, ae


# Presentation forms are counted as the letters they fold to without building the folded text:
# for each high byte of the forms (FB..FE) and each place in a fold, a table maps a form's low
# byte to the low byte of the fold's Arabic character there (0x00, no letter, when it has none),
# and the mapped bytes go through the letter tables. The same counts as folding the whole text
# (:func:`fold_forms`) unless NFKC would change more than the forms: a letter followed by
# U+0653-U+0655 (composed), U+0675-U+0678 (unfolded), the Arabic mathematical letters (U+1EE00-):
# such texts are folded by NFKC.
_DELETE_NON_NFKC_CHANGED = _delete_table([0x53, 0x54, 0x55, 0x75, 0x76, 0x77, 0x78])  # low bytes of U+0653-0655,
#                                                                                    U+0675-0678
_DELETE_NON_SURROGATE_HIGH = _delete_table(range(0xD8, 0xE0))  # characters beyond the BMP (U+1EE00- among them)
_FORM_HIGH_BYTES = (0xFB, 0xFC, 0xFD, 0xFE)


def _fold_lows(code: int) -> bytes:
    """The low bytes of the U+06xx characters a character folds to."""
    return bytes(ord(ch) & 0xFF for ch in fold_forms(chr(code)) if ord(ch) >> 8 == 0x06)


def _fold_tables(high: int) -> list[bytes]:
    """One translation table per place in a fold, for the characters with this high byte (not xx00)."""
    folds = [b""] + [_fold_lows(high << 8 | low) for low in range(1, 256)]
    return [bytes(fold[place] if place < len(fold) else 0 for fold in folds)
            for place in range(max(map(len, folds)))]


_FOLD_TABLES = {high: _fold_tables(high) for high in _FORM_HIGH_BYTES}
_HIGH_MASKS = {high: bytes(0xFF if b == high else 0x00 for b in range(256)) for high in _FORM_HIGH_BYTES}
# U+FC00 and U+FD00 (low byte 0x00, which the masks give every other character) are counted apart.
_ZERO_LOW_FORMS = tuple((chr(high << 8), _fold_lows(high << 8)) for high in (0xFC, 0xFD))


def _folded_form_lows(low_all: int, high: bytes) -> Iterator[bytes]:
    """For each form high byte present and each place in the folds: the folds' low bytes there."""
    for form_high in _FORM_HIGH_BYTES:
        if form_high not in high:
            continue
        lows = _masked(low_all, high, _HIGH_MASKS[form_high])
        for table in _FOLD_TABLES[form_high]:
            folded = lows.translate(table)
            if not folded.strip(b"\x00"):
                break  # no fold is longer
            yield folded


def _fold_extras(text: str) -> tuple[int, int, int]:
    """(letters, alphabet letters, specific letters) of U+FC00 and U+FD00 in ``text``."""
    letters = alphabet = specific = 0
    for form, fold in _ZERO_LOW_FORMS:
        found = text.count(form)
        if found:
            letters += found * len(fold.translate(None, _DELETE_NON_LETTER))
            alphabet += found * len(fold.translate(None, _DELETE_NON_ALPHABET))
            specific += found * len(fold.translate(None, _DELETE_NON_SPECIFIC))
    return letters, alphabet, specific


def _masked(low: int, high: bytes, mask_table: bytes) -> bytes:
    """The low bytes (as one integer) where ``mask_table`` maps the high byte to 0xFF; 0x00 elsewhere."""
    return (low & int.from_bytes(high.translate(mask_table), "little")).to_bytes(len(high), "little")


def count_in_ranges(text: str, ranges: tuple[tuple[int, int], ...]) -> int:
    """Characters of ``text`` in the (BMP) code point ``ranges``, by C-level passes over UTF-16 code units.

    A whole 256-block is one ``bytes.count`` of its high byte; part of one is
    the low bytes in range (a translation to 0x01/0x00) ANDed with the high-byte
    mask, the non-zero bytes counted.

    >>> count_in_ranges("qazaqché Ȁ 𝐚", ((0x61, 0x7A), (0xDF, 0x24F)))
    9
    """
    u16 = text.encode("utf-16-le", "surrogatepass")
    high = u16[1::2]
    lows = b""
    count = 0
    for block, in_range in _range_tables(ranges):
        if block not in high:
            continue
        if in_range is None:
            count += high.count(block)
            continue
        lows = lows or u16[0::2]
        flags = int.from_bytes(lows.translate(in_range), "little")
        count += len(_masked(flags, high, _BLOCK_MASKS[block]).translate(None, b"\x00"))
    return count


@functools.lru_cache(maxsize=16)
def _range_tables(ranges: tuple[tuple[int, int], ...]) -> tuple[tuple[int, bytes | None], ...]:
    """(high byte, low-byte table mapping the range to 0x01 and the rest to 0x00, or None: the whole block)."""
    tables = []
    for first, last in ranges:
        for block in range(first >> 8, (last >> 8) + 1):
            low_first, low_last = max(first, block << 8) & 0xFF, min(last, block << 8 | 0xFF) & 0xFF
            if (low_first, low_last) == (0, 0xFF):
                tables.append((block, None))
            else:
                tables.append((block, bytes(int(low_first <= b <= low_last) for b in range(256))))
    return tuple(tables)


_BLOCK_MASKS = [bytes(0xFF if b == block else 0x00 for b in range(256)) for block in range(256)]


# --- Latin: ULY (Uyghur Latin Yéziqi) -----------------------------------------

# Letters ULY does not use but neighbouring Latin orthographies do (Turkish,
# Turkmen, Kazakh/Tatar Latin, Uzbek, German, French, Hungarian, ...).
NON_ULY_LETTERS = "äçşğıñèêëïôùàáíóúßőűâîûšžčňýōūʻ"
MIN_ULY_LETTERS = 200  # letters of Latin text needed before calling it Uyghur
# Measured on recognition-dev ULY pages (with English template text around them): é 0.7-1.6 %,
# q 1.7-2.6 %, non-ULY letters 0; English: é ~0, q ~0.1 %; French é ~2 % but è ê à ç ~1 %.
MIN_ULY_E_ACUTE = 0.004  # é per Latin letter
MIN_ULY_Q = 0.008  # q per Latin letter
MAX_NON_ULY = 0.002  # letters ULY does not use (ä ç ş ğ ı ñ è ê à ...) per Latin letter


def latin_uyghur_score(text: str) -> bool:
    """True when Latin text reads as ULY Uyghur (the cheapest tests first: most texts fail on é or q).

    The text is read in NFC (Unicode UAX #15; its quick check returns NFC text as it is): in NFD, é ö ü are a
    letter and a combining mark, and ULY's é would not be counted.
    """
    low = unicodedata.normalize("NFC", text.lower())
    e_acute, q = low.count("é"), low.count("q")
    if not e_acute or not q:
        return False
    letters = count_in_ranges(low, LATIN_LETTER_RANGES)
    if letters < MIN_ULY_LETTERS or e_acute / letters < MIN_ULY_E_ACUTE or q / letters < MIN_ULY_Q:
        return False
    return sum(map(low.count, NON_ULY_LETTERS)) / letters <= MAX_NON_ULY


NON_LATIN_RE = re.compile("[^a-z\u00df-\u024f]+")
LATIN_LETTER_RANGES = ((0x61, 0x7A), (0xDF, 0x24F))  # the letters NON_LATIN_RE leaves (lowered text)

# --- Cyrillic ------------------------------------------------------------------

# Uyghur Cyrillic: ә ғ җ қ ң ө ү һ. Kazakh adds ұ і; Uzbek ў ҳ; Bashkir ҙ ҡ ҫ;
# Tatar has җ but neither қ nor ғ; Kyrgyz has ң ө ү only.
NON_UYGHUR_CYRILLIC = "ұіўҳҙҡҫ"
MIN_CYRILLIC_LETTERS = 200  # letters needed before calling Cyrillic text Uyghur
MIN_ZHE_DESCENDER = 0.002  # җ per letter (Uyghur ~0.5 %)
MIN_QA_GHA = 0.01  # қ + ғ per letter (Uyghur ~3 %)
MAX_NON_UYGHUR_CYRILLIC = 0.002  # ұ і ў ҳ ҙ ҡ ҫ per letter

NON_CYRILLIC_RE = re.compile(f"[^{CYRILLIC_RANGE}]+")
CYRILLIC_RANGES = ((0x400, 0x4FF),)  # the letters NON_CYRILLIC_RE leaves


def cyrillic_uyghur_score(text: str) -> bool:
    """True when Cyrillic text reads as Uyghur (not Kazakh, Kyrgyz, Tatar, Uzbek, Russian)."""
    low = text.lower()
    zhe = low.count("җ")
    if not zhe:
        return False
    letters = count_in_ranges(low, CYRILLIC_RANGES)
    if letters < MIN_CYRILLIC_LETTERS or zhe / letters < MIN_ZHE_DESCENDER:
        return False
    qa_gha = low.count("қ") + low.count("ғ")
    other = sum(map(low.count, NON_UYGHUR_CYRILLIC))
    return qa_gha / letters >= MIN_QA_GHA and other / letters <= MAX_NON_UYGHUR_CYRILLIC
