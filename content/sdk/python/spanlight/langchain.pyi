# `spanlight.langchain`: a LangChain and LangGraph callback handler.
from collections.abc import Sequence

class CallbackHandler:
    last_trace_id: str | None
    def __init__(
        self,
        *,
        user_id: str | None = None,
        session_id: str | None = None,
        tags: Sequence[str] | None = None,
        trace_name: str | None = None,
    ) -> None: ...
