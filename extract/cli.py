"""The page-level commands of ``tsheg`` (no Scrapy here).

Every command lives in its own module exposing ``add_arguments(parser)`` and
``run(args) -> int``; this table only names them, so each command's module is
imported when the parser is built and its heavy dependencies (jieba, lxml,
peers) only when it runs.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from dataclasses import dataclass

from extract.bench.dataset import DatasetError

BROKEN_PIPE_EXIT = 1  # exit status when the reader of the output closed it early
USAGE_ERROR_EXIT = 2  # exit status of a mistake in what the user gave: a configuration, a dataset or output folder
#                       (argparse's own usage-error status; every tsheg command and `scrapy crawl` use it)


@dataclass(frozen=True)
class Command:
    """One ``tsheg`` sub-command: its words, the module that implements it, its one-line help."""

    words: tuple[str, ...]
    module: str
    help: str


PAGE_COMMANDS: tuple[Command, ...] = (
    Command(("recognize",), "extract.commands.recognize",
            "say whether pages are Tibetan, Uyghur, Dzongkha or none, with the evidence"),
    Command(("extract",), "extract.commands.extract",
            "print the main text of a page (file or URL) with the chosen algorithm"),
    Command(("tables", "install"), "extract.commands.tables",
            "download the legacy Tibetan font tables (pinned upstream commit) into the data folder"),
    Command(("bench", "recognition"), "extract.bench.recognition",
            "precision/recall and speed of the recogniser (and of installed peers) on a labelled set"),
    Command(("bench", "decoding"), "extract.bench.decoding",
            "share of the ground-truth text that the decoded pages contain, per variant"),
    Command(("bench", "extraction"), "extract.bench.extraction",
            "shingle and character P/R/F1 and speed of the extractors (and installed peers)"),
    Command(("bench", "train-auto"), "extract.bench.train_auto",
            "fit auto's two stages on a labelled set, print their cross-validated scores, --write the weights"),
)


EXAMPLES = """\
examples:
  tsheg demo                                   crawl the bundled demo site offline, print a summary
  scrapy crawl tibetan_sites                   crawl the seed sites of config/sites.yaml into mirror/
  scrapy crawl tibetan_sites -a config=my.yaml another configuration file
  tsheg recognize page.html https://example.org/   is it Tibetan (bo), Uyghur (ug), Dzongkha (dz)?
  tsheg extract page.html                      print the main text (decoded to Unicode) of a page
  tsheg tables install                         fetch the legacy Tibetan font tables (pinned upstream)
  tsheg bench extraction --dataset DIR         measure the extractors on a labelled set

Every command has its own help: tsheg COMMAND -h (tsheg bench extraction -h).
"""


def build_parser(commands: tuple[Command, ...], prog: str = "tsheg") -> argparse.ArgumentParser:
    """An argparse parser with one sub-parser per command; groups (``bench``) nest."""
    parser = argparse.ArgumentParser(
        prog=prog,
        description=(
            "tsheg: a focused crawler for Tibetan and Uyghur web pages. "
            "`scrapy crawl tibetan_sites` runs the crawl; these commands work on single pages "
            "and measure the parts on dev sets."
        ),
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    top = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    groups: dict[str, argparse._SubParsersAction] = {}
    for command in commands:
        subparsers = top
        for group in command.words[:-1]:
            if group not in groups:
                group_parser = top.add_parser(group, help=f"{group} commands (see `{prog} {group} -h`)")
                groups[group] = group_parser.add_subparsers(dest=f"{group}_command", metavar="WHAT", required=True)
            subparsers = groups[group]
        module = importlib.import_module(command.module)
        sub = subparsers.add_parser(command.words[-1], help=command.help, description=command.help)
        module.add_arguments(sub)
        sub.set_defaults(_run=module.run, _words=command.words)
    return parser


def main(argv: list[str] | None = None, commands: tuple[Command, ...] = PAGE_COMMANDS) -> int:
    """Parse ``argv`` and run the chosen command; returns its exit status."""
    args = build_parser(commands).parse_args(argv)
    try:
        return int(args._run(args) or 0)
    except DatasetError as exc:   # (every bench reads its dataset folder through extract.bench.dataset)
        print(f"tsheg {' '.join(args._words)}: {exc}", file=sys.stderr)
        return USAGE_ERROR_EXIT
    except BrokenPipeError:   # `tsheg extract big.html | head`: stop quietly (Python docs, "Note on SIGPIPE")
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())   # (no second error when Python flushes)
        return BROKEN_PIPE_EXIT
