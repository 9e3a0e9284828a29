"""Files written whole: through a temporary file in the same folder renamed into place, with the permissions any
new file of the user gets.

One helper for every file tsheg writes whole: the mirror's texts, raw pages and rewritten manifests
(crawler/mirror.py), the legacy font tables ``tsheg tables install`` fetches (extract/legacy_tables.py) and a site's
trained thresholds (extract/algorithms/tagpath.py). Each wrote through ``tempfile.mkstemp``, whose files are
owner-only 0600 whatever the umask: a corpus pipeline, web server or crawl running as another user could read none
of them. Here the temporary file is created as ``open(2)`` and ``touch`` create one, mode 0666 less the process's
umask (``0644`` under the usual ``022``).
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

NEW_FILE_MODE = 0o666   # mode a written file is created with, less the umask (POSIX open(2), as `touch`)
TEMPORARY_NAME_BYTES = 8   # random bytes in the name of a file being written (.tmp-<hex>.part)


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` (its folders made) through a temporary file in the same folder and ``os.replace``.

    A reader sees the old file or the new one, never half of it; a crash leaves at most a ``.tmp-*.part`` file
    behind, and a failure (a full disk) the old file and no temporary one. The file gets the permissions any new
    file of the user gets (:func:`new_temporary`), not ``mkstemp``'s owner-only 0600.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     atomic_write(Path(folder) / "a" / "b.txt", "ཀ".encode())
    ...     print((Path(folder) / "a" / "b.txt").read_text(encoding="utf-8"), os.listdir(Path(folder) / "a"))
    ཀ ['b.txt']
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = new_temporary(path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def new_temporary(folder: Path) -> tuple[int, str]:
    """A new file in ``folder`` named ``.tmp-<random>.part``, open for writing: (its descriptor, its path). Created
    with mode ``NEW_FILE_MODE``, which the process's umask narrows as for any file it creates (POSIX open(2)), and
    ``O_EXCL``, so no other file is ever opened in its place."""
    while True:
        name = str(folder / f".tmp-{secrets.token_hex(TEMPORARY_NAME_BYTES)}.part")
        try:
            return os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                           NEW_FILE_MODE), name
        except FileExistsError:   # (another writer's, by a chance of 2^-64: another name)
            continue
