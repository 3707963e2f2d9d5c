/** Hands bytes the back office fetched with its token to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the bytes are let go once it has them.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
