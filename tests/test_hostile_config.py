"""Hostile configuration files: a fuzzing review of ``load_config`` (bytes inserted, cut and overwritten in a
copy of config/sites.yaml, 6,000 files) found one escape: a control character in the file (an ESC of a
coloured terminal pasted in, a NUL, DEL) raised PyYAML's ReaderError with a place in the stream and no file
or line. Every other mutation gave a ConfigError naming the file and a line.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from crawler.config import ConfigError, load_config

GOOD = "mirror: out/\nsites:\n  - name: bo-news\n    start_urls: [http://bo.example.org/]\n"

# A file holding a character YAML refuses (YAML 1.2 §5.1): the character, its line and column.
UNPRINTABLE = {
    "terminal colour in a value": (GOOD.replace("bo-news", "bo-news\x1b[0m"), "\x1b", 3, 18),
    "NUL after a key": (GOOD.replace("mirror:", "mirror:\x00"), "\x00", 1, 8),
    "DEL in a URL": (GOOD.replace("bo.example", "bo.exa\x7fmple"), "\x7f", 4, 31),
    "C1 control in a comment": ("# seed sites \x9b\n" + GOOD, "\x9b", 1, 14),
    "noncharacter U+FFFE": (GOOD.replace("sites:", "sites:\ufffe"), "\ufffe", 2, 7),
}


@pytest.mark.parametrize(("text", "char", "line", "column"), UNPRINTABLE.values(), ids=UNPRINTABLE.keys())
def test_a_character_yaml_refuses_is_a_config_error_at_its_line(tmp_path: Path, text: str, char: str,
                                                                line: int, column: int) -> None:
    path = tmp_path / "sites.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    assert str(caught.value).startswith(f"{path}:{line}: character U+{ord(char):04X} at column {column} is not "
                                        "allowed in YAML")


def test_a_control_character_quoted_as_an_escape_is_read(tmp_path: Path) -> None:
    path = tmp_path / "sites.yaml"
    path.write_text(GOOD.replace("mirror: out/", 'mirror: "out\\x41/"'), encoding="utf-8")
    assert load_config(path).mirror.name == "outA"
