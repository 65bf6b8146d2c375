"""conform_good.py with one mistake made on purpose, named by the first argument:
python3 conform_bad.py FAULT (stdio) or python3 conform_bad.py FAULT --http PORT.

Each fault is named after the `conform/…` check it breaks (tests/conform_codes.rs runs each and
expects that check, and no other, to fail): unknown-method, missing-protocol-version,
missing-client-capabilities, unsupported-version, unknown-tool, unknown-prompt,
unknown-resource, invalid-cursor, parse-error, invalid-request, id-type, tools-order,
http-status, version-header-missing, version-header-mismatch, method-header-missing,
method-header-mismatch, name-header-mismatch, name-header-encoded, foreign-origin, get-delete,
content-type, stdout-noise (stdout-messages), linger (exit-on-close), server-request, and with
`--call echo`: call-result, param-header-missing, param-header-mismatch.
Two more for tests/conform.rs: parse-crash exits on a body that is not JSON, and unauthorized
answers a POST without `Authorization: Bearer conform-test` with HTTP 401.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import conform_good  # noqa: E402

if __name__ == "__main__":
    conform_good.main((sys.argv[1],), sys.argv[2:])
