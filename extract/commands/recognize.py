"""``tsheg recognize PATH_OR_URL...``: the verdict on each page, with its evidence.

One line per page (each page a WARC file archives, named by its URI):
``<verdict> <family> <source> <evidence>``; ``--json``
prints one JSON object per line instead (the fields of
:class:`extract.recognize.Recognition` plus ``source``). URLs (http/https) are
fetched as :mod:`extract.commands.source` describes; a page
that cannot be read is reported on stderr and the exit status is 1.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import urllib.error

from extract.commands.deadline import add_max_time_argument


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sources", nargs="+", metavar="PATH_OR_URL",
                        help="HTML or .txt files, http(s) URLs, WARC files (every page they archive)")
    parser.add_argument("--json", action="store_true", help="print JSON lines")
    parser.add_argument("--charset", default=None,
                        help="charset to announce for files (as an HTTP header would; a hint, not the truth)")
    add_max_time_argument(parser)


def as_json(source: str, recognition: object) -> str:
    record = {"source": source, **dataclasses.asdict(recognition)}  # type: ignore[call-overload]
    return json.dumps(record, ensure_ascii=False)


def as_line(source: str, recognition: object) -> str:
    return f"{recognition.language:8} {recognition.encoding_family:18} {source}  {recognition.evidence()}"  # type: ignore[attr-defined]


def run(args: argparse.Namespace) -> int:
    from extract.commands.source import display_name, read_pages
    from extract.recognize import recognize_page

    status = 0
    for source in args.sources:
        try:
            for name, body, headers in read_pages(source, args.charset, args.max_time):
                recognition = recognize_page(body, headers)
                shown = display_name(name)   # (a file name's undecodable bytes escaped: printable in UTF-8)
                print(as_json(shown, recognition) if args.json else as_line(shown, recognition))
        except BrokenPipeError:   # (the reader of our output went away: not the page's fault)
            raise
        except (OSError, urllib.error.URLError, ValueError) as exc:
            print(f"tsheg recognize: cannot read {display_name(source)}: {exc}", file=sys.stderr)
            status = 1
    return status

