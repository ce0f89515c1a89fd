# `google-genai` cannot be installed here; pyright knows other `google.*` stubs (protobuf), so without
# this the samples' `from google import genai` would be an error instead of Any, as every other module
# that cannot be installed is (scripts/sample-types-python.mjs).
from typing import Any

def __getattr__(name: str) -> Any: ...
