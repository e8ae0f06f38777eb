// Mantine styles per component instead of the whole styles.css (about 35 kB gzip): this file holds what the first
// screen and every page share; the shell and the pages import the rest beside their own code, so each lazy chunk
// carries its own CSS. The theme's CSS variables all come from MantineProvider (deduplicateCssVariables off), so
// default-css-variables.css (3 KB on the wire) is not loaded. Order matters: the global files, then the shared building blocks, then components.
// Only what the shell, the working screen and the sign-in page draw: the overlays' building blocks (ModalBase,
// Overlay, Popover, ScrollArea, FloatingIndicator), the toasts and the components of later screens come with the
// modules that show them, building blocks first (pageStyles.test knows which component needs which).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '../styles/app.css';
