import { Button as ChakraButton, type ButtonProps as ChakraButtonProps } from "@chakra-ui/react";
import { forwardRef } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

export interface ButtonProps extends Omit<ChakraButtonProps, "variant" | "colorPalette"> {
  variant?: ButtonVariant;
}

const looks: Record<ButtonVariant, Pick<ChakraButtonProps, "variant" | "colorPalette">> = {
  primary: { variant: "solid", colorPalette: "brand" },
  secondary: { variant: "outline", colorPalette: "gray" },
  ghost: { variant: "ghost", colorPalette: "gray" },
  danger: { variant: "solid", colorPalette: "red" },
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", ...rest },
  ref,
) {
  return <ChakraButton ref={ref} {...looks[variant]} {...rest} />;
});
