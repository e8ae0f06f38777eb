import type { BootData } from '../../../common/boot';
import type { Me } from '../../../common/profile';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { enterApp } from '../me/service';
import { readPublicConfig } from './public-config';

/**
 * The first screen's data, written into the web app's page (common/boot.ts): the signed-in user's profile (entering
 * the app, as GET /api/me does) and the public configuration.
 */
export async function readBootData(
  ctx: Pick<AppContext, 'db' | 'hooks' | 'analytics' | 'config'>,
  userId: string | null,
): Promise<BootData> {
  const [me, config] = await Promise.all([userId ? enterOrNobody(ctx, userId) : null, readPublicConfig(ctx)]);
  return { me, config };
}

/** A session whose account is gone reads as nobody signed in, as GET /api/me's 401 does. */
async function enterOrNobody(ctx: Pick<AppContext, 'db' | 'hooks' | 'analytics'>, userId: string): Promise<Me | null> {
  try {
    return await enterApp(ctx, userId);
  } catch (error) {
    if (error instanceof AppError && error.status === 401) return null;
    throw error;
  }
}
