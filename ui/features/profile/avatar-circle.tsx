import { Circle, type CircleProps } from "@chakra-ui/react";
import { UserIcon } from "../../layout/icons";

export interface AvatarCircleProps extends Omit<CircleProps, "children"> {
  /** The shown name; its first letter stands in when there is no picture. */
  name: string;
  src: string | null;
}

/**
 * The shopper's picture in a circle, else the name's initial, else a person icon. Decoration: the name is
 * always written beside it, so it is hidden from assistive technology.
 */
export function AvatarCircle({ name, src, ...rest }: AvatarCircleProps) {
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <Circle
      aria-hidden
      bg="brand.subtle"
      color="brand.fg"
      fontSize="2xl"
      fontWeight="bold"
      overflow="hidden"
      flexShrink={0}
      {...rest}
    >
      {src ? (
        <img src={src} alt="" width="100%" height="100%" style={{ objectFit: "cover", height: "100%" }} />
      ) : (
        initial || <UserIcon />
      )}
    </Circle>
  );
}
