import { Box, type BoxProps } from "@chakra-ui/react";

/**
 * Drops scripts, styles, inline handlers and javascript: links from the catalogue's HTML before showing it.
 */
export function sanitizeHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed)[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<(script|style|iframe|object|embed)\b[^>]*\/?>/gi, "")
    .replace(/\son\w+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, "")
    .replace(/(href|src)\s*=\s*(["']?)\s*javascript:[^"'>\s]*\2/gi, '$1="#"');
}

/** Rich text from the server (descriptions, static pages, posts). */
export function HtmlContent({
  html,
  ...rest
}: { html: string } & Omit<BoxProps, "children" | "dangerouslySetInnerHTML">) {
  return (
    <Box
      lineHeight="1.7"
      css={{
        "& p": { mb: "3" },
        "& h2, & h3": { fontWeight: "semibold", mt: "4", mb: "2" },
        "& ul": { pl: "5", listStyleType: "disc" },
        "& a": { color: "brand.fg", textDecoration: "underline" },
      }}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
      {...rest}
    />
  );
}
