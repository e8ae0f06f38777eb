// Mantine's stylesheets the admin pages use beyond the app's first screen (web/app/styles.ts).
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Grid.css';
