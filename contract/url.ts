// Building the URL of a call from its registry path and typed parameters: the inverse of what the query
// structs read, so a value survives the round trip (arrays as comma lists, booleans as "true"/"false").

/** "products/detail/{slug}/" + {slug: "sement-m400"} -> "products/detail/sement-m400/". */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Absent, null and empty values are left out; "" when nothing is left, else "?a=1&b=2". */
export function toQueryString(query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.append(key, value.join(","));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString().replace(/%2C/g, ",");
  return text === "" ? "" : `?${text}`;
}
