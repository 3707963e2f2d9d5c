import { useState } from "react";

/**
 * A field the server refused stays flagged until the shopper edits it (spec section 8); a new refusal flags
 * it again. `flag` names what is flagged (a field, or `true`), null when nothing is. Returns what is flagged
 * now and the handler to call on every edit; it tells `onEdited` once per refusal.
 */
export function useRefusalFlag<K>(flag: K | null, onEdited?: () => void): [K | null, () => void] {
  const [state, setState] = useState({ flag, cleared: false });
  const fresh = state.flag !== flag;
  if (fresh) setState({ flag, cleared: false });
  const flagged = state.cleared && !fresh ? null : flag;
  const edited = () => {
    if (flagged === null) return;
    setState({ flag, cleared: true });
    onEdited?.();
  };
  return [flagged, edited];
}
