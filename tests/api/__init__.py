import pytest

# tests/api/factories.py asserts what it builds, as the conftests it came from did: its failures
# show their values too (pytest rewrites conftests and test modules by itself, not helpers).
pytest.register_assert_rewrite("tests.api.factories")
