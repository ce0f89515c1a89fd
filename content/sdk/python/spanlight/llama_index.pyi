# `spanlight.llama_index`: traces every LlamaIndex query, retrieval, LLM and embedding call.

class SpanlightInstrumentor:
    def instrument(self) -> None: ...
