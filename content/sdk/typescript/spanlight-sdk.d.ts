// The JS/TS SDK's public surface (`npm install @spanlight/sdk`, v4), as declarations: the one source
// the code samples are checked against (npm run check:samples) and content/SDK_API.md describes.
declare module '@spanlight/sdk' {
  export type Level = 'DEBUG' | 'DEFAULT' | 'WARNING' | 'ERROR';
  export type ObservationType = 'span' | 'generation' | 'event';
  export type ScoreDataType = 'NUMERIC' | 'CATEGORICAL' | 'BOOLEAN';
  /** Token counts of a generation: inputTokens, outputTokens, totalTokens, cachedInputTokens, ... */
  export type Usage = Record<string, number>;

  export interface SpanlightOptions {
    publicKey?: string;
    secretKey?: string;
    host?: string;
    environment?: string;
    release?: string;
    sampleRate?: number;
    mask?: (data: unknown) => unknown;
    enabled?: boolean;
    /** Seconds between background sends. */
    flushInterval?: number;
    flushAt?: number;
    /** Seconds for one HTTP request to the API. */
    timeout?: number;
    maxRetries?: number;
    debug?: boolean;
  }

  export interface Media {
    readonly __media: true;
  }

  interface PromptBase {
    name: string;
    version: number;
    labels: string[];
    config: Record<string, unknown>;
    variables: string[];
  }
  export interface TextPrompt extends PromptBase {
    type: 'text';
    compile(variables?: Record<string, unknown>): string;
  }
  /** The roles of a chat prompt's messages (the API's ChatMessage.role). */
  export type ChatRole = 'system' | 'developer' | 'user' | 'assistant' | 'tool';
  export type ChatMessage = { role: ChatRole; content: string } | { type: 'placeholder'; name: string };
  export interface ChatPrompt extends PromptBase {
    type: 'chat';
    compile(
      variables?: Record<string, unknown>,
      placeholders?: Record<string, { role: string; content: string }[]>,
    ): { role: ChatRole; content: string }[];
  }
  export type Prompt = TextPrompt | ChatPrompt;

  export interface SpanAttributes {
    input?: unknown;
    output?: unknown;
    metadata?: unknown;
    level?: Level;
    statusMessage?: string;
  }
  export interface GenerationAttributes extends SpanAttributes {
    model?: string;
    modelParameters?: Record<string, unknown>;
    usage?: Usage;
    costUsd?: number;
    completionStartTime?: Date;
    prompt?: Prompt;
  }
  export interface TraceAttributes {
    userId?: string;
    sessionId?: string;
    tags?: string[];
    metadata?: unknown;
  }
  export interface ScoreOptions {
    name: string;
    value: number | string;
    comment?: string;
    dataType?: ScoreDataType;
    scoreId?: string;
    configId?: string;
  }
  export interface EventOptions extends SpanAttributes {
    name: string;
  }

  /** What every span, generation and event object has, from a callback or the manual API. */
  export interface Observation {
    readonly id: string;
    readonly traceId: string;
    end(): void;
    startSpan(name: string, attributes?: SpanAttributes): Span;
    startGeneration(name: string, attributes?: GenerationAttributes): Generation;
    createEvent(options: EventOptions): Observation;
    updateTrace(attributes: TraceAttributes): void;
    score(options: ScoreOptions): void;
  }
  export interface Span extends Observation {
    update(attributes: SpanAttributes): void;
  }
  export interface Generation extends Observation {
    update(attributes: GenerationAttributes): void;
  }

  export interface DatasetItem {
    id: string;
    input: unknown;
    expectedOutput: unknown;
    metadata: unknown;
    status: 'ACTIVE' | 'ARCHIVED';
    run<T>(runName: string, callback: (span: Span) => T, options?: { metadata?: unknown }): Promise<Awaited<T>>;
  }
  export interface Dataset {
    name: string;
    description?: string;
    metadata: unknown;
    items: DatasetItem[];
  }
  export interface DatasetRun {
    name: string;
    items: unknown[];
    scoreAverages: Record<string, number>;
  }

  interface ActiveOptions {
    parent?: Observation;
    traceHeaders?: Record<string, string | string[] | undefined> | Headers;
  }

  export class Spanlight {
    constructor(options?: SpanlightOptions);
    startActiveSpan<T>(name: string, callback: (span: Span) => T): T;
    startActiveSpan<T>(name: string, options: SpanAttributes & ActiveOptions, callback: (span: Span) => T): T;
    startActiveGeneration<T>(
      name: string,
      options: GenerationAttributes & ActiveOptions,
      callback: (generation: Generation) => T,
    ): T;
    startSpan(name: string, attributes?: SpanAttributes & { parent?: Observation }): Span;
    createEvent(options: EventOptions): Observation;
    updateActiveTrace(attributes: TraceAttributes): void;
    updateActiveSpan(attributes: SpanAttributes): void;
    updateActiveGeneration(attributes: GenerationAttributes): void;
    /** The active trace's id; throws outside any span. */
    getActiveTraceId(): string;
    getTraceHeaders(): Record<string, string>;
    score(options: ScoreOptions & { traceId: string; observationId?: string }): void;
    createMedia(options: { content: Uint8Array | ArrayBuffer; contentType: string }): Promise<Media>;
    readonly prompts: {
      get(name: string, options: { type: 'chat'; label?: string; version?: number; cacheTtlSeconds?: number; fallback?: ChatMessage[] }): Promise<ChatPrompt>;
      get(name: string, options?: { type?: 'text'; label?: string; version?: number; cacheTtlSeconds?: number; fallback?: string }): Promise<TextPrompt>;
      create(options: {
        name: string;
        prompt: string | ChatMessage[];
        type?: 'text' | 'chat';
        labels?: string[];
        config?: Record<string, unknown>;
      }): Promise<Prompt>;
      update(options: { name: string; version: number; newLabels: string[] }): Promise<Prompt>;
    };
    readonly datasets: {
      get(name: string, options?: { asOf?: Date }): Promise<Dataset>;
      create(options: { name: string; description?: string; metadata?: unknown }): Promise<Dataset>;
      createItem(options: {
        datasetName: string;
        id?: string;
        input?: unknown;
        expectedOutput?: unknown;
        metadata?: unknown;
        sourceTraceId?: string;
        status?: 'ACTIVE' | 'ARCHIVED';
      }): Promise<DatasetItem>;
      updateItem(options: {
        id: string;
        status?: 'ACTIVE' | 'ARCHIVED';
        input?: unknown;
        expectedOutput?: unknown;
        metadata?: unknown;
      }): Promise<DatasetItem>;
      getRun(options: { datasetName: string; runName: string }): Promise<DatasetRun>;
    };
    flush(): Promise<void>;
    shutdown(): Promise<void>;
  }

  /** Wraps a function in a span (or a generation) named after `options.name`; returns it with the same type. */
  // any[]: a JavaScript caller's untyped parameters are then `any`, as with the real SDK; `never[]` made them `never`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  export function observe<F extends (...args: any[]) => unknown>(
    fn: F,
    options?: { name?: string; asType?: ObservationType },
  ): F;
}

declare module '@spanlight/sdk/openai' {
  import type { Prompt } from '@spanlight/sdk';
  /** Traces every chat.completions, responses and embeddings call of the client; returns it with its own type. */
  export function observeOpenAI<C extends object>(
    client: C,
    options?: {
      generationName?: string;
      metadata?: unknown;
      prompt?: Prompt;
      userId?: string;
      sessionId?: string;
    },
  ): C;
}

declare module '@spanlight/sdk/langchain' {
  import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
  /** A LangChain and LangGraph callback handler. */
  export class CallbackHandler extends BaseCallbackHandler {
    name: string;
    constructor(options?: { userId?: string; sessionId?: string; tags?: string[]; traceName?: string });
    readonly lastTraceId: string | undefined;
  }
}

declare module '@spanlight/sdk/otel' {
  import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';
  /** Exports every span of an OpenTelemetry setup to Spanlight. */
  export class SpanlightSpanProcessor implements SpanProcessor {
    constructor(options?: { publicKey?: string; secretKey?: string; host?: string });
    onStart: SpanProcessor['onStart'];
    onEnd: SpanProcessor['onEnd'];
    forceFlush(): Promise<void>;
    shutdown(): Promise<void>;
  }
}
