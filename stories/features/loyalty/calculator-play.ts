import { expect, userEvent, within } from "storybook/test";

/** Sets a calculator's field (by its name) to `text`, as a person would type it. */
export async function typeInto(canvasElement: HTMLElement, name: string, text: string) {
  const input = canvasElement.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  await userEvent.clear(input);
  if (text !== "") await userEvent.type(input, text);
  return input;
}

/** Presses a calculator's button and answers its result region. */
export async function calculate(canvasElement: HTMLElement, formId: string) {
  await userEvent.click(within(canvasElement).getByTestId(`${formId}-submit`));
  (document.activeElement as HTMLElement | null)?.blur();
  return within(canvasElement).getByTestId(`${formId}-result`);
}

/** The message under a field, found through the field's aria-describedby. */
export async function expectFieldError(canvasElement: HTMLElement, name: string, text: string) {
  const input = canvasElement.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  await expect(input).toHaveAttribute("aria-invalid", "true");
  const message = canvasElement.ownerDocument.getElementById(input.getAttribute("aria-describedby")!);
  await expect(message).toHaveTextContent(text);
}
