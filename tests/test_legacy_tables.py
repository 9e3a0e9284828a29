"""Loading the legacy font tables: where they live, the CSV pitfalls, which file serves a font."""

from __future__ import annotations

from pathlib import Path

import pytest

from extract import legacy_tables
from extract.legacy_tables import code_to_byte, font_tables, pua_table, tables_dir


def write(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode(encoding))
    return path


def test_explicit_folder_beats_environment_beats_user_folder(tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setenv(legacy_tables.ENV_VAR, str(tmp_path / "env"))
    assert tables_dir(tmp_path / "explicit") == tmp_path / "explicit"
    assert tables_dir() == tmp_path / "env"
    monkeypatch.delenv(legacy_tables.ENV_VAR)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert tables_dir() == legacy_tables.default_tables_dir()
    assert tables_dir().name == "tables"


@pytest.mark.parametrize(("code", "byte"), [(45, 45), (8217, 0x92), (8364, 0x80), (0xF041, 0x41), (8706, 0xB6)])
def test_table_codes_become_font_bytes(code: int, byte: int) -> None:
    assert code_to_byte(code) == byte


def test_csv_pitfalls_are_read_right(tmp_path: Path) -> None:
    write(tmp_path / "attu.csv", "\n".join([
        'Ededris-syma,34,"',            # a lone quote is the value
        "Ededris-syma,35,ཀ",           # ... and must not swallow this line
        "TCRC Bod-Yig,44,,",            # the value is a comma
        "TCRC Bod-Yig,45,་",
        "TCRC Bod-Yig,46,",             # no text for this glyph
        "TCRC Bod-Yig,47,༠༠༠༠",         # the source could not convert it
        "TCRC Bod-Yig,8217,ང",          # byte 0x92 written as its windows-1252 code point
    ]) + "\n")
    write(tmp_path / "udp.csv", "\ufeffLtibetan,33,ཁ\n\n", encoding="utf-8")  # BOM, empty last line
    write(tmp_path / "tiblegenc.csv", 'Ededris-g,32," "\nTibetanMangalaSkt3,218\n')
    tables = font_tables(tmp_path)
    sym = tables.table_for("Ededris-sym")  # spelled -syma in attu/udp
    assert sym.by_byte == {34: '"', 35: "ཀ"}
    tcrc = tables.table_for("TCRC Bod-Yig")
    assert tcrc.by_byte == {44: ",", 45: "་", 46: "", 47: "", 0x92: "ང"}
    assert tcrc.translation[0x2019] == "ང" and tcrc.translation[0x92] == "ང"
    assert tables.table_for("LTibetan").by_byte == {33: "ཁ"}  # case differs between files
    assert tables.table_for("Ededris-g").by_byte == {32: " "}
    assert tables.table_for("TibetanMangalaSkt3").by_byte == {218: ""}
    assert tables.table_for("No Such Font") is None


def test_utfc_serves_a_font_before_tiblegenc(tmp_path: Path) -> None:
    write(tmp_path / "tiblegenc.csv", "TibetanMachineWeb1,35,སྙ\nTibetanChogyal,33,ག\n")
    write(tmp_path / "utfc.csv", "TibetanMachineWeb1,35,སྔ\n")
    tables = font_tables(tmp_path)
    assert tables.table_for("TibetanMachineWeb1").source == "utfc.csv"
    assert tables.table_for("TibetanMachineWeb1").by_byte[35] == "སྔ"
    assert tables.table_for("TibetanChogyal").source == "tiblegenc.csv"


def test_a_users_own_csv_serves_a_gbk_based_font(tmp_path: Path) -> None:
    write(tmp_path / "my-bandrida.csv", "Bandrida,42726,་\n")
    table = font_tables(tmp_path).table_for("Bandrida")
    assert table.wide == {42726: "་"}


def test_no_folder_no_tables(tmp_path: Path) -> None:
    assert not font_tables(tmp_path / "missing")
    assert pua_table(tmp_path / "missing") is None


def test_pua_table_is_read(tmp_path: Path) -> None:
    write(tmp_path / legacy_tables.PUA_TABLE_FILE, "F300\t0F680F72\r\nF301\t0F400FB20F71")
    assert pua_table(tmp_path) == {0xF300: "ཨི", 0xF301: "ཀྲཱ"}


def test_damaged_table_files_lose_lines_not_pages(tmp_path: Path) -> None:
    (tmp_path / "utfc.csv").write_bytes(b"TibetanMachineWeb,45,\xe0\xbc\x8b\n\xff\xfe junk\x00\nTibetanMachineWeb,x,y\n")
    (tmp_path / legacy_tables.PUA_TABLE_FILE).write_bytes(b"F300\t0F680F72\r\nGARBAGE\t\xff\r\nF3\t0F40")
    assert font_tables(tmp_path).table_for("TibetanMachineWeb").by_byte == {45: "་"}
    assert pua_table(tmp_path) == {0xF300: "ཨི"}


@pytest.mark.shared
def test_shared_tables_map_the_readme_examples(shared_data: Path) -> None:
    folder = shared_data / "legacy-tibetan-tables"
    tables = font_tables(folder)
    tmw1 = tables.table_for("TibetanMachineWeb1")
    assert tmw1.source == "utfc.csv"
    assert tmw1.by_byte[35] == "སྔ"  # README: TMW1 35 is སྔ in utfc.csv (tiblegenc.csv: སྙ)
    assert tables.table_for("TibetanMachineWeb").by_byte[45] == "་"
    pua = pua_table(folder)
    assert len(pua) == 1534
    assert pua[0xF300] == "ཨི"
