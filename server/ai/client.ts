import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateObject, NoObjectGeneratedError, RetryError, TypeValidationError } from 'ai';
import type { z } from 'zod';
import { ZodError } from 'zod';
import type { Config } from '../config';
import { AppError } from '../errors';

export interface Usage {
  tokensIn: number;
  tokensOut: number;
}

export interface AiClient {
  model: string;
  /** One structured answer, checked against its zod schema; transport failures are retried by the SDK. */
  object<T>(input: { schema: z.ZodType<T>; prompt: string; signal?: AbortSignal; images?: string[] }): Promise<{
    object: T;
    usage: Usage;
  }>;
}

/** The configured endpoint, or ai_not_configured: every AI feature starts here, so none runs without settings. */
export function createAiClient(config: Config['ai']): AiClient {
  if (!config) throw new AppError('ai_not_configured', 409);
  const provider = createOpenAICompatible({
    name: 'paperwise-ai',
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
  });
  return {
    model: config.model,
    async object<T>({ schema, prompt, signal, images }: Parameters<AiClient['object']>[0] & { schema: z.ZodType<T> }) {
      const model = provider.chatModel(images?.length ? config.visionModel : config.model);
      const result = await generateObject({
        model,
        schema,
        maxRetries: config.maxRetries ?? AI_CALL_RETRIES,
        // A model that accepts the call and never answers would hold the job (and a paper "writing") for ever.
        abortSignal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(AI_CALL_TIMEOUT_MS)])
          : AbortSignal.timeout(AI_CALL_TIMEOUT_MS),
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: prompt },
              ...(images ?? []).map((image) => ({ type: 'image' as const, image })),
            ],
          },
        ],
      }).catch((error: unknown) => {
        throw toAiCallError(error, signal);
      });
      return {
        object: parseAnswer(schema, result.object),
        usage: { tokensIn: result.usage.inputTokens ?? 0, tokensOut: result.usage.outputTokens ?? 0 },
      };
    },
  };
}

/**
 * Tries of one model call inside one job try: one quick retry of a dropped connection. A job that fails is tried
 * again by its queue (3 tries, 2 s then 4 s apart), so from "endpoint down" to the paper saying so is bounded by
 * these together (docs/jobs.md "How long a failure takes to show").
 */
export const AI_CALL_RETRIES = 1;

/** The longest one model call may take before it counts as failed (ai_unreachable) and the job's next try starts. */
export const AI_CALL_TIMEOUT_MS = 90_000;

/** Why a model call failed, as a code the screens translate (`ai.reasons.<code>`), kept on the failed job. */
export type AiFailureReason = 'ai_unreachable' | 'ai_overloaded' | 'ai_rejected' | 'ai_invalid_answer' | 'ai_error';

export class AiCallError extends Error {
  constructor(
    readonly reason: AiFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiCallError';
  }
}

/** The SDK's errors, sorted by what a person can do about them. */
export function classifyAiError(error: unknown): AiFailureReason {
  if (RetryError.isInstance(error)) return classifyAiError(error.lastError);
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'ai_unreachable';
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined) return 'ai_unreachable';
    if (status === 429 || status === 503 || status === 529) return 'ai_overloaded';
    if (status >= 500) return 'ai_unreachable';
    return 'ai_rejected';
  }
  if (NoObjectGeneratedError.isInstance(error) || TypeValidationError.isInstance(error) || error instanceof ZodError)
    return 'ai_invalid_answer';
  return 'ai_error';
}

function toAiCallError(error: unknown, signal?: AbortSignal): unknown {
  // A cancel is not the model's failure: it stays what it is.
  if (signal?.aborted) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new AiCallError(classifyAiError(error), message, { cause: error });
}

function parseAnswer<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AiCallError('ai_invalid_answer', parsed.error.message, { cause: parsed.error });
  return parsed.data;
}
