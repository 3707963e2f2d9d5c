import { useEffect, useState } from "react";
import type { InboxPhotoKey } from "../../../../application/admin/sections/inbox.types";

export type PhotoLoader = (key: InboxPhotoKey) => Promise<Blob>;

export type PhotoUrl = { state: "loading" } | { state: "ready"; url: string } | { state: "error" };

/**
 * A bug report's photo as a URL an <img> can show. The photo route wants the staff's token, which an <img>
 * cannot send, so the bytes come through the gateway and live as an object URL until the thumbnail goes.
 */
export function usePhotoUrl(load: PhotoLoader, id: number, n: number): PhotoUrl {
  const [photo, setPhoto] = useState<PhotoUrl>({ state: "loading" });
  useEffect(() => {
    let url: string | null = null;
    let gone = false;
    setPhoto({ state: "loading" });
    load({ id, n }).then(
      (blob) => {
        if (gone) return;
        url = URL.createObjectURL(blob);
        setPhoto({ state: "ready", url });
      },
      () => !gone && setPhoto({ state: "error" }),
    );
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [load, id, n]);
  return photo;
}
