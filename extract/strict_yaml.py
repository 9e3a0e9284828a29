"""The one strict YAML reader of tsheg's own files: the crawl configuration and trained thresholds.

Both files are read as PyYAML's SafeLoader reads them, with these differences, each a mistake reported
in ONE line naming the file and the line (``str()`` of the error; never a traceback, never a flood):

- a key a mapping spells twice is a mistake at the line of its second spelling (PyYAML keeps the last
  value silently);
- YAML 1.1 merge keys share settings (``<<: *defaults``, ``<<: [*a, *b]``): the mapping's own keys
  override merged ones, the first mapping of a list wins; two ``<<`` keys in one mapping are a duplicate;
- an alias inside the node it names (``x: &a [*a]``) is a mistake at the alias's line;
- broken YAML gives the line of PyYAML's mark and its one-line problem (not its four-line report);
- aliases fanning out ("billion laughs") load in time (the data shares the anchored values), and a
  message quoting a wrong value (:func:`quote`) cuts it short however large it is.

:class:`LocatedYaml` holds the data and finds the line of any key path on demand, so the schema checks
of each file (crawler/config.py, extract/algorithms/tagpath.py) point at the line of the offending key.
This module needs PyYAML only: the crawler imports it, ``extract`` needs no Scrapy.

>>> doc = LocatedYaml("t.yaml", "a: 1\\nb:\\n  c: [x, y]\\n")
>>> doc.data, doc.line(("b", "c", 1)), str(doc.error(("b", "c"), "must be a number"))
({'a': 1, 'b': {'c': ['x', 'y']}}, 3, 't.yaml:3: b.c: must be a number')
>>> try:
...     LocatedYaml("t.yaml", "a: 1\\nb: 2\\na: 3\\n")
... except YamlError as exc:
...     print(exc)
t.yaml:3: a: key given twice
"""

from __future__ import annotations

import codecs
import difflib
import os
import re
import reprlib
from pathlib import Path
from typing import Any

import yaml

# The tag PyYAML's resolver gives a plain `<<` key: YAML 1.1 merge key (https://yaml.org/type/merge.html).
YAML_MERGE_TAG = "tag:yaml.org,2002:merge"
YAML_VALUE_TAG = "tag:yaml.org,2002:value"  # a plain `=` key (YAML 1.1 value key): read as the string "="
YAML_STR_TAG = "tag:yaml.org,2002:str"

# How much of a wrong value a message quotes: anchors let a short file stand for a huge value (aliases
# fanning out, "billion laughs": 9 levels of 9 aliases are 9**9 strings), and a hand-edited file may hold
# a megabyte on one line, so the quote is cut to a few items per list or mapping, a few levels deep, and
# a line's worth of characters per string.
QUOTE_MAX_ITEMS = 4        # items of a list or mapping quoted, then "..."
QUOTE_MAX_LEVELS = 2       # nesting levels quoted, then "[...]"
QUOTE_MAX_CHARS = 80       # characters of a string (or other value) quoted, and of the whole quote
# Similarity (difflib ratio, 0..1) a known key needs to be offered for an unknown one: difflib's default,
# close enough to catch a typo (max_deph -> max_depth) and no unrelated key.
UNKNOWN_KEY_CUTOFF = 0.6
# Levels of lists and mappings one inside another a file may nest (tsheg's files nest 4: sites, a site,
# its start_urls). PyYAML composes nodes recursively: 100,000 levels of `[[[` raised RecursionError.
MAX_YAML_DEPTH = 64
# Bytes of a file read at most (tsheg's files are kilobytes: config/sites.yaml is 8 KB, a configuration of 1,600
# sites some 200 KB). A file given in a configuration's place was read whole first: /dev/zero filled 2.5 GB of
# memory in 8 s and went on, a 45 MB log took 38 s and 670 MB to be refused.
MAX_YAML_BYTES = 4 * 1024 * 1024


# The encodings of a YAML stream told by its first bytes (YAML 1.2 §5.2, its table: a processor reads UTF-8
# and UTF-16, UTF-32 too; Windows Notepad saves "Unicode" as UTF-16 LE with a byte order mark): the mark, or
# the NULs around a first ASCII character ("x" below). UTF-32 before UTF-16: FF FE begins both. Anything else
# is UTF-8 (its own mark, when written, is dropped by the parser).
YAML_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
             (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))
YAML_NUL_PATTERNS_RE = (   # (the NULs of a first ASCII character without a mark, as the spec's table orders them)
    (re.compile(rb"\x00\x00\x00[\x01-\x7f]"), "utf-32-be"),   # 00 00 00 x
    (re.compile(rb"[\x01-\x7f]\x00\x00\x00"), "utf-32-le"),   # x 00 00 00
    (re.compile(rb"\x00[\x01-\x7f]"), "utf-16-be"),            # 00 x
    (re.compile(rb"[\x01-\x7f]\x00"), "utf-16-le"),            # x 00
)


def yaml_text(data: bytes) -> str:
    """The characters of a YAML file's bytes: UTF-16 or UTF-32 by a byte order mark or the NULs around its
    first character, else UTF-8 (a UTF-16 file without a mark read as UTF-8 held NULs PyYAML refused).

    >>> yaml_text("a: ཀ".encode("utf-16")), yaml_text("a: ཀ".encode("utf-16-le")), yaml_text("a: ཀ".encode())
    ('a: ཀ', 'a: ཀ', 'a: ཀ')
    """
    for bom, codec in YAML_BOMS:
        if data.startswith(bom):
            return data.decode(codec)   # (the codec reads the mark and drops it)
    for pattern, codec in YAML_NUL_PATTERNS_RE:
        if pattern.match(data):
            return data.decode(codec)
    return data.decode("utf-8")


def undecodable_place(exc: UnicodeDecodeError) -> str:
    """Where a file's bytes stop being text, and what to do: ``LINE: not UTF-8 text: byte 0xff at column 9 ...``.

    PyYAML's reader names the bad byte's place in the stream only, and the file was refused with the
    codec's message and no line ("'utf-8' codec can't decode byte 0xff in position 8").

    >>> data = "mirror: ཀ\\n".encode() + b"sites: \\xff\\n"
    >>> try:
    ...     data.decode("utf-8")
    ... except UnicodeDecodeError as exc:
    ...     print(undecodable_place(exc))
    2: not UTF-8 text: byte 0xff at column 8 (save the file as UTF-8)
    """
    before = exc.object[:exc.start].decode(exc.encoding, errors="replace")
    line = before.count("\n") + 1
    column = len(before) - (before.rfind("\n") + 1) + 1
    name = "UTF-8" if exc.encoding.replace("-", "").lower() == "utf8" else exc.encoding.upper()
    return (f"{line}: not {name} text: byte 0x{exc.object[exc.start]:02x} at column {column} "
            "(save the file as UTF-8)")


LAST_X_ESCAPE = 0xFF  # the last character a double-quoted YAML scalar writes as \xHH (YAML 1.2 §5.7); above, \uHHHH
NONCHARACTERS = frozenset({0xFFFE, 0xFFFF})  # the two YAML 1.2 §5.1 excludes besides the control characters
NONCHARACTER_KIND, CONTROL_KIND = "noncharacter", "control character"  # what the message calls the character


def unprintable_place(text: str, exc: yaml.reader.ReaderError) -> str:
    """Where a file holds a character YAML does not allow (YAML 1.2 §5.1: a control character other than tab,
    line feed and carriage return, U+FFFE, U+FFFF): ``LINE: character U+001B at column 5 is not allowed in YAML
    ...``. PyYAML's reader names its place in the stream only, and the error escaped as no mistake of the file.

    >>> try:
    ...     _StrictLoader("mirror: m\\nsites: \\x1b[0m\\n")
    ... except yaml.reader.ReaderError as exc:
    ...     print(unprintable_place("mirror: m\\nsites: \\x1b[0m\\n", exc))
    2: character U+001B at column 8 is not allowed in YAML (a control character: delete it, or quote it as "\\x1b")
    """
    before = text[:exc.position]
    line = before.count("\n") + 1
    column = len(before) - (before.rfind("\n") + 1) + 1
    escape = f"\\x{exc.character:02x}" if exc.character <= LAST_X_ESCAPE else f"\\u{exc.character:04x}"
    kind = NONCHARACTER_KIND if exc.character in NONCHARACTERS else CONTROL_KIND
    return (f"{line}: character U+{exc.character:04X} at column {column} is not allowed in YAML (a {kind}: delete "
            f'it, or quote it as "{escape}")')


class YamlError(ValueError):
    """A mistake in a YAML file; ``str()`` is the one-line message for the user (file:line: problem)."""


class _RecursiveAlias(yaml.YAMLError):
    """An alias inside the very node its anchor names (``x: &a [*a]``): the value would be infinite."""

    def __init__(self, anchor: str, alias_line: int, anchor_line: int) -> None:
        super().__init__(anchor, alias_line, anchor_line)
        self.anchor = anchor
        self.alias_line = alias_line     # 1-based lines of the file
        self.anchor_line = anchor_line

    def message(self, path: str | os.PathLike[str]) -> str:
        """One line at the alias: ``sites.yaml:3: recursive alias: *a is inside the node anchored &a at line 1 ...``."""
        return (f"{path}:{self.alias_line}: recursive alias: *{self.anchor} is inside the node anchored "
                f"&{self.anchor} at line {self.anchor_line} (a value cannot contain itself)")


class _StrictLoader(yaml.SafeLoader):
    """PyYAML's SafeLoader that refuses a recursive alias where the file writes it.

    YAML lets an alias stand for a node that contains it; PyYAML builds such a value as a list or dict
    that holds itself, which nothing in tsheg's files can mean and every walk over it would follow
    for ever. The composer knows which anchored nodes are still open (being read), so an alias to one
    of them is caught at the alias's own line. It flattens YAML 1.1 merge keys itself
    (``flatten_mapping``), as the spec reads them, whatever the installed PyYAML does.
    """

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.open_anchors: list[str] = []   # anchors of the collections being composed, outermost first
        self.depth = 0   # collections being composed

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node:
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent) and event.anchor in self.open_anchors:
            anchored = self.anchors[event.anchor]
            raise _RecursiveAlias(event.anchor, event.start_mark.line + 1, anchored.start_mark.line + 1)
        collection = isinstance(event, yaml.CollectionStartEvent)
        if collection and self.depth >= MAX_YAML_DEPTH:
            raise yaml.composer.ComposerError(None, None, f"lists and mappings nested deeper than {MAX_YAML_DEPTH} "
                                              "levels", event.start_mark)
        opens = collection and event.anchor is not None
        if opens:
            self.open_anchors.append(event.anchor)
        self.depth += collection
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= collection
            if opens:
                self.open_anchors.pop()

    def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
        """An integer, or a ConstructorError at its line for one Python will not read (over
        ``sys.get_int_max_str_digits()`` digits: int() raises ValueError)."""
        try:
            return super().construct_yaml_int(node)
        except ValueError:
            raise yaml.constructor.ConstructorError(
                None, None, f"an integer of {len(node.value)} characters, too long to read", node.start_mark) from None

    def flatten_mapping(self, node: yaml.MappingNode) -> None:
        """Flatten the YAML 1.1 merge keys of ``node`` (https://yaml.org/type/merge.html) as the spec reads
        them: the mapping's own keys override merged ones, and of ``<<: [*a, *b]`` the first mapping wins.
        Merged pairs go before the node's own, the first mapping of a list last, so a dict built from the
        pairs keeps the winning value (``LocatedYaml.line`` reads them so too). PyYAML's own flattening did
        this up to 6.0.3; 6.0.4 lets the last mapping of a list win, so tsheg keeps its own copy and a
        PyYAML release cannot change which setting a site gets."""
        merged: list[tuple[yaml.Node, yaml.Node]] = []
        index = 0
        while index < len(node.value):
            key_node, value_node = node.value[index]
            if key_node.tag == YAML_MERGE_TAG:
                del node.value[index]
                if isinstance(value_node, yaml.MappingNode):
                    self.flatten_mapping(value_node)
                    merged.extend(value_node.value)
                elif isinstance(value_node, yaml.SequenceNode):
                    for subnode in value_node.value:
                        if not isinstance(subnode, yaml.MappingNode):
                            raise yaml.constructor.ConstructorError(
                                "while constructing a mapping", node.start_mark,
                                f"expected a mapping for merging, but found {subnode.id}", subnode.start_mark)
                        self.flatten_mapping(subnode)
                    for subnode in reversed(value_node.value):
                        merged.extend(subnode.value)
                else:
                    raise yaml.constructor.ConstructorError(
                        "while constructing a mapping", node.start_mark,
                        f"expected a mapping or list of mappings for merging, but found {value_node.id}",
                        value_node.start_mark)
            elif key_node.tag == YAML_VALUE_TAG:
                key_node.tag = YAML_STR_TAG
                index += 1
            else:
                index += 1
        if merged:
            node.value = merged + node.value


_StrictLoader.add_constructor("tag:yaml.org,2002:int", _StrictLoader.construct_yaml_int)


class LocatedYaml:
    """The data of one YAML document plus the nodes it came from, to give the line of any key path on demand.

    Every mistake is raised as ``error`` (:class:`YamlError` or a subclass of ``ValueError`` the caller
    names, e.g. ``crawler.config.ConfigError``), and :meth:`error` makes the caller's own ones.
    """

    def __init__(self, path: str | os.PathLike[str], text: str, *, error: type[ValueError] = YamlError) -> None:
        self.path = path
        self.error_type = error
        self.root: yaml.Node | None = None
        try:
            loader = _StrictLoader(text)   # (PyYAML's reader checks every character here)
        except yaml.reader.ReaderError as exc:
            raise error(f"{path}:{unprintable_place(text, exc)}") from None
        try:
            node = loader.get_single_node()
            if node is not None:
                self._check_unique_keys(node)   # before construction: it merges `<<` into the mappings
            self.data = loader.construct_document(node) if node is not None else None
        except _RecursiveAlias as exc:
            raise error(exc.message(path)) from None
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
            line = mark.line + 1 if mark is not None else 1
            problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
            raise error(f"{path}:{line}: broken YAML: {problem}") from None
        finally:
            loader.dispose()
        self.root = node   # (construction flattened its merges: the nodes now read as the data does)

    @classmethod
    def read(cls, path: Path, what: str, *, error: type[ValueError] = YamlError) -> LocatedYaml:
        """The file at ``path`` (UTF-8, or UTF-16/32, at most MAX_YAML_BYTES) read and loaded; ``what`` names it in the one-line error of a file
        that is missing or unreadable (``config/sites.yaml: configuration file not found``)."""
        try:
            with path.open("rb") as stream:
                data = stream.read(MAX_YAML_BYTES + 1)
        except FileNotFoundError:
            raise error(f"{path}: {what} not found") from None
        except OSError as exc:
            raise error(f"{path}: cannot read the {what}: {exc}") from None
        if len(data) > MAX_YAML_BYTES:
            raise error(f"{path}: the {what} is larger than {MAX_YAML_BYTES // 1024 // 1024} MB: not read (a log or "
                        "data file given in its place?)")
        try:
            text = yaml_text(data)
        except UnicodeDecodeError as exc:
            raise error(f"{path}:{undecodable_place(exc)}") from None
        return cls(path, text, error=error)

    def _check_unique_keys(self, root: yaml.Node) -> None:
        """Raise the error at the second spelling of a key in one mapping, as the file writes it.

        Runs on the composed nodes, before PyYAML's SafeLoader flattens the YAML 1.1 merge keys
        (``<<: *defaults``, ``<<: [*a, *b]``) into their mappings: a key that a merge brings in and the
        mapping spells out too is an override (the mapping's own value counts), not a duplicate. Two
        ``<<`` keys in one mapping are a duplicate (several mappings merge as ``<<: [*a, *b]``). Each
        node is checked once, at its first place in document order (an anchor comes before its aliases).
        """
        checked: set[int] = set()
        stack: list[tuple[tuple[Any, ...], yaml.Node]] = [((), root)]
        while stack:   # iterative walk: a file may be deeply nested by mistake
            key_path, node = stack.pop()
            if id(node) in checked:
                continue
            checked.add(id(node))
            children: list[tuple[tuple[Any, ...], yaml.Node]] = []
            if isinstance(node, yaml.MappingNode):
                spelled: set[str] = set()
                for key_node, value_node in node.value:
                    if not isinstance(key_node, yaml.ScalarNode):
                        continue   # a list or mapping as a key: construction reports it (unhashable key)
                    key = key_node.value
                    if key in spelled:
                        hint = " (merge several mappings with <<: [*a, *b])" if key_node.tag == YAML_MERGE_TAG else ""
                        raise self.error_type(f"{self.path}:{key_node.start_mark.line + 1}: "
                                              f"{dotted(key_path + (key,))}: key given twice{hint}")
                    spelled.add(key)
                    children.append((key_path + (key,), value_node))
            elif isinstance(node, yaml.SequenceNode):
                children = [(key_path + (i,), item) for i, item in enumerate(node.value)]
            stack.extend(reversed(children))   # popped in document order

    def line(self, key_path: tuple[Any, ...], *, at_key: bool = False) -> int:
        """The line of ``key_path`` (of its key when ``at_key`` and a mapping names it), else of the
        deepest node on the way that the file has (a missing key: the mapping that lacks it).

        Looked up on the nodes as constructed (merges flattened) for the one path a message names, never
        indexed for all paths: through shared anchors a short file has exponentially many paths ("billion
        laughs"). The loader's merge (``_StrictLoader.flatten_mapping``) puts the merged pairs before the
        mapping's own ones, the first mapping of ``<<: [*a, *b]`` last, and the dict keeps the last value of
        a key: so does this lookup. A merged key's line is where its anchor writes it.
        """
        node, key_node = self.root, None
        for part in key_path:
            step = _child(node, part) if node is not None else None
            if step is None:
                key_node = None
                break
            key_node, node = step
        if at_key and key_node is not None:
            return key_node.start_mark.line + 1
        return node.start_mark.line + 1 if node is not None else 1

    def error(self, key_path: tuple[Any, ...], message: str, *, at_key: bool = False) -> ValueError:
        """The error (of the ``error`` type) at the line of ``key_path`` (its key's line when ``at_key``)."""
        where = dotted(key_path) or "(top level)"
        return self.error_type(f"{self.path}:{self.line(key_path, at_key=at_key)}: {where}: {message}")

    def unknown_key(self, key_path: tuple[Any, ...], known: tuple[str, ...]) -> ValueError:
        """The error at the line of an unknown key: ``unknown key (did you mean 'max_depth'?)``, or the known
        keys when none is close."""
        key = str(key_path[-1])
        close = difflib.get_close_matches(key, known, n=1, cutoff=UNKNOWN_KEY_CUTOFF)
        hint = f" (did you mean {close[0]!r}?)" if close else f" (known keys: {', '.join(known)})"
        return self.error(key_path, f"unknown key{hint}", at_key=True)


def _child(node: yaml.Node, part: Any) -> tuple[yaml.Node | None, yaml.Node] | None:
    """(key node or None, value node) of ``part`` in a mapping (its last spelling) or sequence node."""
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in reversed(node.value):
            if isinstance(key_node, yaml.ScalarNode) and key_node.value == part:
                return key_node, value_node
    elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and 0 <= part < len(node.value):
        return None, node.value[part]
    return None


def quote(value: Any) -> str:
    """``repr(value)`` cut to a readable size (QUOTE_MAX_*), however large the value an alias stands for.

    >>> len(quote("x" * 5000)), quote([[1, 2, 3, 4, 5, 6]] * 9)
    (80, '[[1, 2, 3, 4, ...], [1, 2, 3, 4, ...], [1, 2, 3, 4, ...], [1, 2, 3, 4, ...], ...')
    """
    quoted = _QUOTER.repr(value)
    return quoted if len(quoted) <= QUOTE_MAX_CHARS else quoted[:QUOTE_MAX_CHARS - 3] + "..."


def _quoter() -> reprlib.Repr:
    quoter = reprlib.Repr()
    quoter.maxlevel = QUOTE_MAX_LEVELS
    quoter.maxlist = quoter.maxtuple = quoter.maxdict = quoter.maxset = QUOTE_MAX_ITEMS
    quoter.maxstring = quoter.maxother = QUOTE_MAX_CHARS
    return quoter


_QUOTER = _quoter()


def dotted(key_path: tuple[Any, ...]) -> str:
    """``("sites", 0, "name")`` -> ``sites[0].name``.

    >>> dotted(("sites", 0, "name")), dotted(())
    ('sites[0].name', '')
    """
    out = ""
    for part in key_path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out
