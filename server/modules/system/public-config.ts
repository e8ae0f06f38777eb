import type { PublicConfig } from '../../../common/config';
import type { AppContext, DbContext } from '../../context';
import { DEMO_PASSWORD, findDemoAccounts } from '../../seed/demo-accounts';

/** What the sign-in page needs before anyone signs in (GET /api/config, and the app's page carries it too). */
export async function readPublicConfig(ctx: DbContext & Pick<AppContext, 'config'>): Promise<PublicConfig> {
  const { config } = ctx;
  const { db } = ctx;
  const demoAccounts = config.demoAccounts ? await findDemoAccounts(db) : [];
  return {
    version: config.version,
    socialProviders: (['google', 'facebook', 'apple'] as const).filter((provider) => config.social[provider] !== null),
    demoAccounts,
    demoPassword: demoAccounts.length > 0 ? DEMO_PASSWORD : null,
    contactEmail: config.contactEmail,
    ai: config.ai !== null,
  };
}
