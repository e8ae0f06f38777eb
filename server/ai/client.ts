import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateObject } from 'ai';
import type { z } from 'zod';
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
        maxRetries: 2,
        abortSignal: signal,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: prompt },
              ...(images ?? []).map((image) => ({ type: 'image' as const, image })),
            ],
          },
        ],
      });
      return {
        object: schema.parse(result.object),
        usage: { tokensIn: result.usage.inputTokens ?? 0, tokensOut: result.usage.outputTokens ?? 0 },
      };
    },
  };
}
