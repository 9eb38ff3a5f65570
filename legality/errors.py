"""Bad input gets one line naming the file, the line and the field, and exit code 2."""
from __future__ import annotations


class InputError(Exception):
    exit_code = 2

    def __init__(self, file: str, line: int | None, field: str, message: str):
        self.file, self.line, self.field, self.message = file, line, field, message
        super().__init__(self.one_line())

    def __reduce__(self):      # picklable, so an error met in a `check --jobs` process reaches the parent whole
        return (type(self), (self.file, self.line, self.field, self.message))

    def one_line(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else f"{self.file}"
        return " ".join(f"{where}: {self.field}: {self.message}".split("\n"))   # one line, whatever it quotes
