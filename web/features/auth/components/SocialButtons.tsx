import { Button, Stack, Text } from '@mantine/core';
import { IconBrandApple, IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { NativeSignInError } from '../../../lib/wrapper';
import { type SocialProvider, useSocialSignIn } from '../api';

const icons = { google: IconBrandGoogle, facebook: IconBrandFacebook, apple: IconBrandApple };
/** Brand names, the same in every language. */
const names = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/** Only the providers the server has keys for; with none configured this renders nothing (spec NOTES). */
export function SocialButtons({ providers }: { providers: SocialProvider[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const socialSignIn = useSocialSignIn();
  if (providers.length === 0) return null;

  return (
    <Stack gap="xs">
      {providers.map((provider) => {
        const Icon = icons[provider];
        return (
          <Button
            key={provider}
            variant="default"
            size="md"
            fullWidth
            leftSection={<Icon size={20} />}
            loading={socialSignIn.isPending && socialSignIn.variables === provider}
            onClick={() => socialSignIn.mutate(provider)}
          >
            {t(`auth.social.${provider}`)}
          </Button>
        );
      })}
      {socialSignIn.isError && (
        <Text c="red" size="sm" role="alert">
          {socialSignIn.error instanceof NativeSignInError
            ? t('auth.social.failed', { provider: names[socialSignIn.error.provider] })
            : errorText(socialSignIn.error)}
        </Text>
      )}
    </Stack>
  );
}
