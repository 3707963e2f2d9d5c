import { chakra, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import type { Calculation, Problems } from "../../../domain/material-calculators";
import type { MeasureRule } from "../../../domain/measure-input";
import { Button } from "../../kit/button";
import { TextField } from "../../kit/text-field";
import { useProblemText } from "./problem-text";

export interface CalculatorField<F extends string> {
  readonly name: F;
  readonly label: string;
  readonly helper?: string;
}

export interface CalculatorFormProps<F extends string, R> {
  /** Names the form's parts for assistive technology and tests. */
  formId: string;
  /** The form's heading, which also names it. */
  title: string;
  fields: readonly CalculatorField<F>[];
  rules: Readonly<Record<F, MeasureRule>>;
  /** What the fields hold at first (a preset, or what a story typed). */
  initial: Readonly<Record<F, string>>;
  calculate: (input: Readonly<Record<F, string>>) => Calculation<F, R>;
  /** The answer, once the fields were read. */
  result: (value: R, input: Readonly<Record<F, string>>) => ReactNode;
  /** Above the fields: a choice that refills them (the kind of mix). */
  lead?: (fill: (values: Partial<Record<F, string>>) => void) => ReactNode;
  /** Under the answer: where a product's page gives these figures. */
  note: string;
}

/**
 * One calculator: its fields, a button, and the answer in whole packs. Every field is read when the button is
 * pressed; each one it cannot read says why under it, and changing a field clears its message and the answer.
 */
export function CalculatorForm<F extends string, R>(props: CalculatorFormProps<F, R>) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const [input, setInput] = useState<Record<F, string>>({ ...props.initial });
  const [outcome, setOutcome] = useState<Calculation<F, R> | null>(null);
  const problems: Problems<F> = outcome && !outcome.ok ? outcome.problems : {};

  const change = (values: Partial<Record<F, string>>) => {
    setInput((now) => ({ ...now, ...values }));
    setOutcome((now) => {
      if (!now || now.ok) return null;
      const left = { ...now.problems };
      for (const name of Object.keys(values) as F[]) delete left[name];
      return Object.keys(left).length > 0 ? { ok: false, problems: left } : null;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(props.calculate(input));
  };

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="5"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${props.formId}-title`}
      data-testid={props.formId}
    >
      <Heading as="h2" size="md" id={`${props.formId}-title`}>
        {props.title}
      </Heading>
      {props.lead?.(change)}
      <SimpleGrid minChildWidth="14rem" gap="4">
        {props.fields.map((field) => {
          const problem = problems[field.name];
          return (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              helperText={field.helper}
              value={input[field.name]}
              inputMode="decimal"
              autoComplete="off"
              error={problem ? problemText(problem, props.rules[field.name]) : undefined}
              onChange={(value) => change({ [field.name]: value } as Partial<Record<F, string>>)}
            />
          );
        })}
      </SimpleGrid>
      <Button
        type="submit"
        variant="primary"
        minH="11"
        alignSelf="flex-start"
        data-testid={`${props.formId}-submit`}
      >
        {t({ id: "loyalty.calc.submit", message: "Calculate" })}
      </Button>
      <Stack
        role="status"
        gap="1"
        p={outcome?.ok ? "4" : "0"}
        borderRadius="l3"
        bg={outcome?.ok ? "brand.subtle" : undefined}
        data-testid={`${props.formId}-result`}
      >
        {outcome?.ok && props.result(outcome.value, input)}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {props.note}
      </Text>
    </chakra.form>
  );
}
