# The Python SDK's public surface (`pip install spanlight`), as type stubs: the one source the code
# samples are checked against (npm run check:samples) and content/SDK_API.md describes.
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from datetime import datetime
from typing import Any, Literal, TypeVar, overload

_F = TypeVar("_F", bound=Callable[..., Any])

Level = Literal["DEBUG", "DEFAULT", "WARNING", "ERROR"]
ObservationType = Literal["span", "generation", "event"]
ScoreDataType = Literal["numeric", "categorical", "boolean"]
ScoreValue = float | int | str | bool
#: Token counts of a generation: input_tokens, output_tokens, total_tokens, cached_input_tokens, ...
Usage = Mapping[str, int]

class Media:
    """A file uploaded once and stored next to the trace (images, audio, PDF; 50 MB per file)."""

class TextPrompt:
    name: str
    version: int
    labels: list[str]
    config: dict[str, Any]
    type: Literal["text"]
    variables: list[str]
    def compile(self, **variables: Any) -> str: ...

class ChatPrompt:
    name: str
    version: int
    labels: list[str]
    config: dict[str, Any]
    type: Literal["chat"]
    variables: list[str]
    def compile(self, **variables: Any) -> list[dict[str, Any]]: ...

Prompt = TextPrompt | ChatPrompt

class Observation:
    """What every span, generation and event object has, from a `with` block or the manual API."""

    id: str
    trace_id: str
    def end(self) -> None: ...
    def start_span(
        self,
        *,
        name: str,
        input: Any = None,
        output: Any = None,
        metadata: Any = None,
        level: Level | None = None,
        status_message: str | None = None,
    ) -> Span: ...
    def start_generation(
        self,
        *,
        name: str,
        model: str | None = None,
        input: Any = None,
        output: Any = None,
        metadata: Any = None,
        model_parameters: Mapping[str, Any] | None = None,
        usage: Usage | None = None,
        cost_usd: float | None = None,
        prompt: Prompt | None = None,
        level: Level | None = None,
        status_message: str | None = None,
    ) -> Generation: ...
    def create_event(
        self,
        *,
        name: str,
        input: Any = None,
        output: Any = None,
        metadata: Any = None,
        level: Level | None = None,
        status_message: str | None = None,
    ) -> Event: ...
    def update_trace(
        self,
        *,
        user_id: str | None = None,
        session_id: str | None = None,
        tags: Sequence[str] | None = None,
        metadata: Any = None,
    ) -> None: ...
    def score(
        self,
        *,
        name: str,
        value: ScoreValue,
        comment: str | None = None,
        data_type: ScoreDataType | None = None,
        score_id: str | None = None,
        config_id: str | None = None,
    ) -> None: ...

class Span(Observation):
    def update(
        self,
        *,
        input: Any = None,
        output: Any = None,
        metadata: Any = None,
        level: Level | None = None,
        status_message: str | None = None,
    ) -> None: ...

class Generation(Observation):
    def update(
        self,
        *,
        input: Any = None,
        output: Any = None,
        metadata: Any = None,
        level: Level | None = None,
        status_message: str | None = None,
        model: str | None = None,
        model_parameters: Mapping[str, Any] | None = None,
        usage: Usage | None = None,
        cost_usd: float | None = None,
        completion_start_time: datetime | None = None,
        prompt: Prompt | None = None,
    ) -> None: ...

class Event(Observation): ...

class DatasetItem:
    id: str
    input: Any
    expected_output: Any
    metadata: Any
    status: Literal["ACTIVE", "ARCHIVED"]
    def run(self, *, run_name: str, metadata: Any = None) -> AbstractContextManager[Span]: ...

class Dataset:
    name: str
    description: str | None
    metadata: Any
    items: list[DatasetItem]

class DatasetRun:
    name: str
    items: list[Any]
    score_averages: dict[str, float]

class Spanlight:
    """The client. Omitted options are read from SPANLIGHT_* environment variables."""

    def __init__(
        self,
        *,
        public_key: str | None = None,
        secret_key: str | None = None,
        host: str | None = None,
        environment: str | None = None,
        release: str | None = None,
        sample_rate: float | None = None,
        mask: Callable[[Any], Any] | None = None,
        enabled: bool | None = None,
        flush_interval: float | None = None,
        flush_at: int | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        debug: bool | None = None,
    ) -> None: ...
    def start_as_current_span(
        self,
        *,
        name: str,
        input: Any = None,
        output: Any = None,
        metadata: Any = None,
        level: Level | None = None,
        status_message: str | None = None,
        parent: Observation | None = None,
        trace_headers: Mapping[str, str] | None = None,
    ) -> AbstractContextManager[Span]: ...
    def start_as_current_generation(
        self,
        *,
        name: str,
        model: str | None = None,
        input: Any = None,
        output: Any = None,
        metadata: Any = None,
        model_parameters: Mapping[str, Any] | None = None,
        usage: Usage | None = None,
        cost_usd: float | None = None,
        prompt: Prompt | None = None,
        level: Level | None = None,
        status_message: str | None = None,
        parent: Observation | None = None,
        trace_headers: Mapping[str, str] | None = None,
    ) -> AbstractContextManager[Generation]: ...
    def start_span(
        self,
        *,
        name: str,
        input: Any = None,
        output: Any = None,
        metadata: Any = None,
        level: Level | None = None,
        status_message: str | None = None,
        parent: Observation | None = None,
        trace_headers: Mapping[str, str] | None = None,
    ) -> Span: ...
    def create_event(
        self,
        *,
        name: str,
        input: Any = None,
        output: Any = None,
        metadata: Any = None,
        level: Level | None = None,
        status_message: str | None = None,
    ) -> Event: ...
    def update_current_trace(
        self,
        *,
        user_id: str | None = None,
        session_id: str | None = None,
        tags: Sequence[str] | None = None,
        metadata: Any = None,
    ) -> None: ...
    def update_current_span(
        self,
        *,
        input: Any = None,
        output: Any = None,
        metadata: Any = None,
        level: Level | None = None,
        status_message: str | None = None,
    ) -> None: ...
    def update_current_generation(
        self,
        *,
        input: Any = None,
        output: Any = None,
        metadata: Any = None,
        level: Level | None = None,
        status_message: str | None = None,
        model: str | None = None,
        model_parameters: Mapping[str, Any] | None = None,
        usage: Usage | None = None,
        cost_usd: float | None = None,
        completion_start_time: datetime | None = None,
        prompt: Prompt | None = None,
    ) -> None: ...
    def get_current_trace_id(self) -> str:
        """The open trace's id; raises RuntimeError outside any span."""
        ...
    def get_trace_headers(self) -> dict[str, str]: ...
    def score(
        self,
        *,
        trace_id: str,
        name: str,
        value: ScoreValue,
        observation_id: str | None = None,
        comment: str | None = None,
        data_type: ScoreDataType | None = None,
        score_id: str | None = None,
        config_id: str | None = None,
    ) -> None: ...
    @overload
    def get_prompt(
        self,
        name: str,
        *,
        type: Literal["chat"],
        label: str | None = None,
        version: int | None = None,
        cache_ttl_seconds: int | None = None,
        fallback: list[dict[str, Any]] | None = None,
    ) -> ChatPrompt: ...
    @overload
    def get_prompt(
        self,
        name: str,
        *,
        type: Literal["text"] = "text",
        label: str | None = None,
        version: int | None = None,
        cache_ttl_seconds: int | None = None,
        fallback: str | None = None,
    ) -> TextPrompt: ...
    def create_prompt(
        self,
        *,
        name: str,
        prompt: str | list[dict[str, Any]],
        type: Literal["text", "chat"] = "text",
        labels: Sequence[str] | None = None,
        config: Mapping[str, Any] | None = None,
    ) -> Prompt: ...
    def update_prompt(self, *, name: str, version: int, new_labels: Sequence[str]) -> Prompt: ...
    def get_dataset(self, name: str, *, as_of: datetime | None = None) -> Dataset: ...
    def create_dataset(
        self, *, name: str, description: str | None = None, metadata: Any = None
    ) -> Dataset: ...
    def create_dataset_item(
        self,
        *,
        dataset_name: str,
        input: Any = None,
        expected_output: Any = None,
        metadata: Any = None,
        id: str | None = None,
        source_trace_id: str | None = None,
        status: Literal["ACTIVE", "ARCHIVED"] | None = None,
    ) -> DatasetItem: ...
    def update_dataset_item(
        self,
        *,
        id: str,
        status: Literal["ACTIVE", "ARCHIVED"] | None = None,
        input: Any = None,
        expected_output: Any = None,
        metadata: Any = None,
    ) -> DatasetItem: ...
    def get_dataset_run(self, *, dataset_name: str, run_name: str) -> DatasetRun: ...
    def create_media(
        self,
        *,
        content: bytes | None = None,
        content_type: str | None = None,
        file_path: str | None = None,
    ) -> Media: ...
    def flush(self) -> None: ...
    def shutdown(self) -> None: ...

def observe(*, name: str | None = None, as_type: ObservationType | None = None) -> Callable[[_F], _F]: ...
def get_client() -> Spanlight: ...
