import { fireEvent, screen } from '@testing-library/react';

/** The texts a field points at through aria-describedby: Mantine puts its description and error there. */
export function describedText(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The text input labelled `label` (a select or a button may share its words). */
export function field(label: RegExp): HTMLElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

/** Types `value` into the text input labelled `label`. */
export function type(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}
