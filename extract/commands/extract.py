"""``tsheg extract PATH_OR_URL [--algorithm NAME] [--json]``: the main text of one page.

Prints the main text (one line per block), and on stderr the decoder's note when
legacy-font text was kept unconverted (no tables); ``--json`` prints one JSON object
with the text, title, language, kind, algorithm, the charset used and the
conversions made. A WARC file gives every page it archives: each text under a
``==> URI <==`` line, or one JSON object per line. URLs (http/https) are fetched
as :mod:`extract.commands.source` describes (compressed bodies are decompressed,
``Content-Type`` is passed on); a page that cannot be read is reported on stderr
and the exit status is 1.

``--explain`` prints, instead of the text, why ``auto`` kept or dropped each block (``extract.explain``): one line
per block (kept mark, node id, tag, stage-1 and stage-2 logits, ``never:NAMES`` (every ``never_kept`` finder that
holds the block, joined by ``+``: ``never:consent+footer``)/``over``/``under`` the threshold, the ladder steps that
flipped it and ``render:KIND`` for text cut where the kept nodes are rendered (``render:ticker``: a scrolling ticker's
headlines, also inside a block that stays kept), its text shortened; every column as wide as its widest value), or with
``--json`` one JSON record per block per line (``never_kept_by`` the first finder's name, ``never_kept_finders`` the
list of all, ``render_cuts`` the render-time cuts as ``{step, text}``);
``--block TEXT`` shows only the blocks whose whole text holds TEXT. Another algorithm with ``--explain``: exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys
import urllib.error

from extract.algorithms import MODULES, DEFAULT
from extract.commands.deadline import add_max_time_argument

ARCHIVED_PAGE_HEADER = "==> {name} <=="  # before each page of a WARC file (as `head` names several files)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("source", metavar="PATH_OR_URL",
                        help="an HTML or .txt file, an http(s) URL, or a WARC file (every page it archives)")
    parser.add_argument("--algorithm", default=DEFAULT, choices=sorted(MODULES),
                        help=f"extraction algorithm (default: {DEFAULT})")
    parser.add_argument("--json", action="store_true", help="print JSON instead of the text (one object; a WARC file: one line per page)")
    parser.add_argument("--charset", default=None,
                        help="charset to announce for a file (as an HTTP header would; a hint, not the truth)")
    parser.add_argument("--explain", action="store_true",
                        help="print why auto kept or dropped each block (scores, never:NAMES: every never_kept "
                             "finder that holds it, joined by '+', the ladder steps that flipped it, render:KIND for "
                             "text cut at render time, e.g. render:ticker); with --json: never_kept_by (the first "
                             "finder), never_kept_finders (all) and render_cuts ({step, text})")
    parser.add_argument("--block", metavar="TEXT", default=None,
                        help="with --explain: only the blocks whose text holds TEXT")
    add_max_time_argument(parser)


def as_record(source: str, extraction: object) -> dict[str, object]:
    """The JSON fields of an :class:`extract.extraction.Extraction`."""
    decoded = extraction.decoded  # type: ignore[attr-defined]
    return {
        "source": source,
        "title": extraction.title,  # type: ignore[attr-defined]
        "language": extraction.language,  # type: ignore[attr-defined]
        "kind": extraction.kind,  # type: ignore[attr-defined]
        "algorithm": extraction.algorithm,  # type: ignore[attr-defined]
        "encoding": decoded.encoding,
        "conversions": list(decoded.conversions),
        "encoding_note": decoded.encoding_note,
        "text": extraction.text,  # type: ignore[attr-defined]
    }


def print_explanation(shown: str, blocks: list, as_json: bool, archive: bool, holding: str | None) -> None:
    """``--explain``'s output for one page: the table (under the page's ``ARCHIVED_PAGE_HEADER`` in a WARC file) or
    one JSON record per block, only the blocks whose text holds ``holding`` when given."""
    from extract.explain import table_lines

    shown_blocks = [b for b in blocks if holding is None or holding in b.text]
    if as_json:
        for block in shown_blocks:
            print(json.dumps({"source": shown, **block.record()}, ensure_ascii=False))
        return
    if archive:
        print(ARCHIVED_PAGE_HEADER.format(name=shown))
    for line in table_lines(shown_blocks):   # (the columns sized to the lines shown: aligned for any finder's name)
        print(line)


def run(args: argparse.Namespace) -> int:
    from extract.commands.source import display_name, is_url, is_warc_file, read_pages
    from extract.decode import BINARY_ENCODING
    from extract.decode import decode_page
    from extract.explain import EXPLAINED_ALGORITHM, explain_decoded
    from extract.extraction import extract_page

    if args.explain and args.algorithm != EXPLAINED_ALGORITHM:
        print(f"tsheg extract: --explain: only {EXPLAINED_ALGORITHM} explains its choices (a ladder of named steps); "
              f"{args.algorithm} has none", file=sys.stderr)
        return 2
    if args.block is not None and not args.explain:
        print("tsheg extract: --block needs --explain", file=sys.stderr)
        return 2
    status = 0
    archive = is_warc_file(args.source)
    try:
        for name, body, headers in read_pages(args.source, args.charset, args.max_time):
            if args.explain:
                decoded = decode_page(body, headers)
                if decoded.encoding == BINARY_ENCODING:
                    print(f"tsheg extract: {display_name(name)}: {decoded.unusable}", file=sys.stderr)
                    status = 1
                else:
                    print_explanation(display_name(name), explain_decoded(decoded), args.json, archive, args.block)
                continue
            url = name if is_url(name) else None
            extraction = extract_page(body, url=url, headers=headers, algorithm=args.algorithm)
            shown = display_name(name)   # (a file name's undecodable bytes escaped: printable in UTF-8 and JSON)
            if extraction.decoded.encoding == BINARY_ENCODING:
                print(f"tsheg extract: {shown}: {extraction.decoded.unusable}", file=sys.stderr)   # (why: binary_note)
                status = 1
            elif args.json:
                print(json.dumps(as_record(shown, extraction), ensure_ascii=False))
            else:
                if extraction.decoded.encoding_note:   # (legacy text kept unconverted: never silently garbled)
                    print(f"tsheg extract: {shown}: {extraction.decoded.encoding_note}", file=sys.stderr)
                print(f"{ARCHIVED_PAGE_HEADER.format(name=shown)}\n{extraction.text}\n" if archive else extraction.text)
    except BrokenPipeError:   # (the reader of our output went away: not the page's fault)
        raise
    except (OSError, urllib.error.URLError, ValueError) as exc:
        print(f"tsheg extract: cannot read {display_name(args.source)}: {exc}", file=sys.stderr)
        return 1
    return status
