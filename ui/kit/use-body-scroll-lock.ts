import { useEffect } from "react";

// One lock shared by every open modal or menu: the first sets body overflow to hidden, the last restores the
// value it found. The scrollbar's width is kept as padding so the page does not jump sideways.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

function lock(): void {
  const body = document.body;
  if (locks++ > 0) return;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.style.overflow = "hidden";
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

function unlock(): void {
  if (locks === 0 || --locks > 0) return;
  document.body.style.overflow = saved?.overflow ?? "";
  document.body.style.paddingRight = saved?.paddingRight ?? "";
  saved = null;
}

/** Spec section 2: opening a modal sets body scroll to hidden and closing restores it. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
