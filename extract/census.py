"""Letters per script in a text: the census the recogniser's shares are read from.

C-level passes only (``bytes.translate`` and ``bytes.count`` over the UTF-8
and the UTF-16 high bytes): no Python loop over characters.

>>> counts = census("བོད་ཡིག and 中文")
>>> counts["Tibt"], counts["Latn"], counts["Hani"]
(7, 3, 2.0)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

HAN_WEIGHT = 1.0  # a Han character counts as one letter (with 2, GBK-Tibetan pages among Chinese text fell to 0.24)

# --- script census -----------------------------------------------------------------------

ASCII_NON_LETTERS = bytes(b for b in range(128) if not (65 <= b <= 90 or 97 <= b <= 122)) + bytes(range(128, 256))
NON_LATIN_BYTES = ASCII_NON_LETTERS.replace(b"\xc3", b"")


def _keep(*ranges: tuple[int, int]) -> bytes:
    """The bytes NOT in ``ranges`` (for ``bytes.translate(None, delete)``: what remains is counted)."""
    keep = {b for lo, hi in ranges for b in range(lo, hi + 1)}
    return bytes(b for b in range(256) if b not in keep)


# Census on the high bytes of UTF-16-LE code units: one C pass per class.
# U+0600-06FF Arabic, U+FB00-FDFF presentation forms A; U+3400-9FFF Han; U+AC00-D7FF Hangul;
# U+E000-F8FF private use; Greek, Armenian/Hebrew, Syriac..Thai/Lao, U+1000-1FFF, Yi/Vai: "Other".
HAN_HIGH = ((0x34, 0x9F),)  # (first, last) high bytes
HANGUL_HIGH = ((0xAC, 0xD7),)
PUA_HIGH = ((0xE0, 0xF8),)
ARABIC_FORMS_HIGH = ((0xFB, 0xFD),)
OTHER_HIGH = ((0x03, 0x03), (0x05, 0x05), (0x07, 0x0E), (0x10, 0x1F), (0xA0, 0xAB))
HIGH_HAN = _keep(*HAN_HIGH)
HIGH_HANGUL = _keep(*HANGUL_HIGH)
HIGH_PUA = _keep(*PUA_HIGH)
HIGH_ARABIC_FORMS = _keep(*ARABIC_FORMS_HIGH)
HIGH_OTHER = _keep(*OTHER_HIGH)
# Frequent kana (の に は を た が て で し): tell Japanese from Chinese.
KANA_MARKERS = "のにはをたがてでし"
# FE00-FEFF holds presentation forms B and the vertical/variation forms below (not Arabic).
NON_ARABIC_FE = "\ufe0e\ufe0f\ufe3d\ufe3e\ufe30\ufe31\ufe50\ufe51\ufe52\ufe54\ufe55\ufeff"


def _class_table(*classes: tuple[tuple[int, int], ...]) -> bytes:
    """High byte -> its class number (1, 2, ... in the order given; 0: not counted)."""
    table = bytearray(256)
    for number, ranges in enumerate(classes, start=1):
        for first, last in ranges:
            table[first:last + 1] = bytes([number]) * (last - first + 1)
    return bytes(table)


# The same classes as one table for the optional C pass (extract/_speedups.c: one pass over the
# UTF-8, no UTF-16 copy): (the name :func:`_census_in_one_pass` reads a class by, its high bytes).
HIGH_BYTE_CLASS_RANGES = (
    ("Tibt", ((0x0F, 0x0F),)), ("Arab", ((0x06, 0x06),)), ("Cyrl", ((0x04, 0x04),)), ("Latn", ((0x01, 0x02),)),
    ("Hani", HAN_HIGH), ("Hang", HANGUL_HIGH), ("Other", OTHER_HIGH), ("PUA", PUA_HIGH),
    ("forms", ARABIC_FORMS_HIGH),  # Arabic presentation forms A
    ("FE", ((0xFE, 0xFE),)),  # presentation forms B among the other FE00-FEFF forms (NON_ARABIC_FE)
    ("kana", ((0x30, 0x30),)),  # U+3000-30FF: kana among CJK punctuation (KANA_MARKERS decide)
)
HIGH_BYTE_CLASSES = _class_table(*(ranges for _, ranges in HIGH_BYTE_CLASS_RANGES))

try:  # optional, built when the install had a C compiler
    from extract._speedups import high_byte_classes
except ImportError:  # pragma: no cover - a machine without a C compiler
    high_byte_classes = None


def census(text: str, u8: bytes | None = None) -> dict[str, float]:
    """Letters per script in a text (C-level passes over its UTF-8 and UTF-16 code units).

    ASCII letters by one translation of the UTF-8; an ASCII text stops there. The
    other characters by their UTF-16 high bytes, ASCII and Latin-1 dropped first:
    single-byte counts (Tibetan U+0Fxx, Arabic U+06xx, Cyrillic U+04xx, Latin
    U+01xx-02xx), then a translation per range class (Han, Hangul, PUA,
    presentation forms, other scripts), each only while some characters are not
    accounted for yet. Where the optional C speedup is built, the same counts come from
    one pass over the UTF-8 (:data:`HIGH_BYTE_CLASSES`).
    """
    if u8 is None:
        u8 = text.encode("utf-8", "replace")
    if high_byte_classes is not None:
        return _census_in_one_pass(text, u8)
    return census_by_translations(text, u8)


def census_by_translations(text: str, u8: bytes) -> dict[str, float]:
    """:func:`census` in pure Python (the reference of the C pass; used where it was not built)."""
    # ASCII letters and the lead bytes of Latin-1 letters U+00C0-U+00FF (C3) in one translation.
    counts = {"Latn": len(u8.translate(None, NON_LATIN_BYTES)), "Hani": 0.0, "Kana": 0, "Hang": 0, "Arab": 0,
              "Cyrl": 0, "Tibt": 0, "Other": 0, "PUA": 0}
    if text.isascii():
        return counts
    high = text.encode("utf-16-le", "surrogatepass")[1::2].translate(None, b"\x00")
    rest = len(high)
    for script, byte in (("Tibt", 0x0F), ("Arab", 0x06), ("Cyrl", 0x04), ("Latn", 0x01), ("Latn", 0x02)):
        if rest <= 0:
            return counts
        found = high.count(byte)
        counts[script] += found
        rest -= found
        if found > rest > 0:  # a page in this script: drop it before the next passes
            high = high.translate(None, bytes((byte,)))
    if rest <= 0:
        return counts
    han = len(high.translate(None, HIGH_HAN))
    counts["Hani"] = han * HAN_WEIGHT
    if high.count(0x30) and any(map(text.__contains__, KANA_MARKERS)):  # (one-character searches: fast)
        counts["Kana"] = sum(map(text.count, KANA_MARKERS))
    rest -= han
    if rest <= 0:
        return counts
    arabic_fe = high.count(0xFE)
    if arabic_fe:
        arabic_fe = max(0, arabic_fe - sum(map(text.count, NON_ARABIC_FE)))
    counts["Arab"] += len(high.translate(None, HIGH_ARABIC_FORMS)) + arabic_fe
    counts["Hang"] = len(high.translate(None, HIGH_HANGUL))
    counts["Other"] = len(high.translate(None, HIGH_OTHER))
    counts["PUA"] = len(high.translate(None, HIGH_PUA))
    return counts


def _census_in_one_pass(text: str, u8: bytes) -> dict[str, float]:
    """:func:`census` from the classes' counts of one C pass (the same numbers; tests/test_speedups.py)."""
    ascii_letters, *counts = high_byte_classes(u8, HIGH_BYTE_CLASSES)
    by_class = dict(zip((name for name, _ in HIGH_BYTE_CLASS_RANGES), counts, strict=True))
    fe = by_class["FE"]
    if fe:
        fe = max(0, fe - sum(map(text.count, NON_ARABIC_FE)))
    kana = 0
    if by_class["kana"] and any(map(text.__contains__, KANA_MARKERS)):
        kana = sum(map(text.count, KANA_MARKERS))
    return {"Latn": ascii_letters + by_class["Latn"], "Hani": by_class["Hani"] * HAN_WEIGHT, "Kana": kana,
            "Hang": by_class["Hang"], "Arab": by_class["Arab"] + by_class["forms"] + fe, "Cyrl": by_class["Cyrl"],
            "Tibt": by_class["Tibt"], "Other": by_class["Other"], "PUA": by_class["PUA"]}


def dominant_script(counts: Mapping[str, float]) -> str:
    if not counts:
        return ""
    script = max(counts, key=counts.__getitem__)
    return script if counts[script] > 0 else ""


class LazyCensus(Mapping[str, float]):
    """A census computed on first access (the main-text blocks are counted only when needed)."""

    def __init__(self, compute: Callable[[], Mapping[str, float]]) -> None:
        self._compute = compute
        self._data: Mapping[str, float] | None = None

    def _counts(self) -> Mapping[str, float]:
        if self._data is None:
            self._data = self._compute()
        return self._data

    def __getitem__(self, key: str) -> float:
        return self._counts()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._counts())

    def __len__(self) -> int:
        return len(self._counts())
