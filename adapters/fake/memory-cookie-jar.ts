import type { CookieJar } from "../../application/visitor/visitor.port";

export class MemoryCookieJar implements CookieJar {
  constructor(readonly values: Record<string, string> = {}) {}
  get(name: string): string | undefined {
    return this.values[name];
  }
  set(name: string, value: string): void {
    this.values[name] = value;
  }
}
